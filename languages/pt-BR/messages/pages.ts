import type { Strings } from "../../strings";
import type { pagesEn } from "../../en/messages/pages";

export const pagesPtBR: Strings<typeof pagesEn> = {
  popup: {
    title: "Entrando",
    finishing: "Concluindo o login. Esta janela fecha sozinha.",
    disconnected: "Esta janela não está mais ligada à página que a abriu. Feche-a e entre de novo pelo site.",
    goHome: "Ir para o início",
  },
  localCheckout: {
    title: "Pagamento local",
    lead: "Substitui o Stripe Checkout enquanto os provedores locais estão ativos. Nenhum cartão é cobrado.",
    includes: "{perk}, todas as tiragens e todas as categorias. Cancele quando quiser.",
    billedTo: "Cobrança para {email}",
    alreadyPaid: "Este pagamento já foi feito.",
    expired: "Este pagamento expirou porque um mais recente foi aberto. Nada foi cobrado; assine de novo pelo seu perfil.",
    backTo: "Voltar ao {appName}",
    pay: "Pagar {price}",
    cancel: "Cancelar",
  },
};
