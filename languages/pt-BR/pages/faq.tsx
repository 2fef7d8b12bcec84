import type { ProseTools, StaticPageWords, FaqWords, Faq } from "../../prose";

const freeReadings = ({ figures, plural }: ProseTools) => plural(figures.freeReadingsPerMonth, { one: "{count} leitura", other: "{count} leituras" });

function faqs(tools: ProseTools): Faq[] {
  const { appName, Link, SupportEmailLink, figures, price } = tools;
  return [
    {
      question: `Como o ${appName} funciona?`,
      answer: (
        <p>
          Digite a pergunta que está na sua cabeça, escolha uma tiragem e uma categoria e depois tire suas cartas de
          um baralho com os 22 Arcanos Maiores aberto em leque. Ao revelá-las, nossa IA escreve uma interpretação que
          liga cada carta à sua pergunta e ao lugar dela na tiragem.
        </p>
      ),
    },
    {
      question: "Quantas leituras posso fazer de graça?",
      answer: (
        <p>
          Com uma conta grátis, você tem {freeReadings(tools)} por mês com as tiragens “Uma carta” e “Sim ou não”, na
          categoria “Pergunta geral”. Com a assinatura, você tem leituras ilimitadas, dentro do limite de uso justo de{" "}
          {figures.fairUsePerDay} por dia, além de todas as tiragens e todas as categorias, por {price} por mês. Embaixo de
          cada leitura concluída, você pode fazer uma pergunta complementar sobre as mesmas cartas sem tirar de novo:{" "}
          {figures.followUpsPerReading.free} por leitura no plano grátis, {figures.followUpsPerReading.subscribed} para
          assinantes. As perguntas complementares nunca contam como leituras do mês. Todo mundo ganha a carta do dia
          de graça, e “Minhas leituras” mostra os padrões dos seus últimos 30 dias; assinantes também os veem em 90
          dias e desde o início.
        </p>
      ),
    },
    {
      question: "Preciso entender de tarô?",
      answer: (
        <p>
          De jeito nenhum. Cada leitura explica o que suas cartas significam e como elas se relacionam com a sua
          pergunta, então não é preciso ter experiência. Se bater a curiosidade, nosso{" "}
          <Link href={"/how-to-use"}>guia</Link> mostra uma leitura passo a passo e apresenta
          as 22 cartas.
        </p>
      ),
    },
    {
      question: "Como faço para assinar?",
      answer: (
        <p>
          Entre com sua conta do Google e escolha “Assinar agora” no seu perfil ou clique no selo “Grátis” no topo da
          página. Em seguida, você vai para o pagamento seguro da Stripe para pagar com cartão, e sua assinatura
          começa assim que o pagamento é aprovado.
        </p>
      ),
    },
    {
      question: "Minhas leituras são privadas?",
      answer: (
        <p>
          Sim. Suas perguntas e leituras ficam ligadas à sua conta e nunca são compartilhadas nem vendidas. Para
          escrever uma leitura, sua pergunta e as cartas que você tirou são enviadas ao nosso provedor de IA. Ao
          compartilhar sua carta do dia, você compartilha só a carta e a mensagem geral dela para o dia, nunca nada
          pessoal. Nossa <Link href={"/privacy"}>Política de privacidade</Link> explica os
          detalhes.
        </p>
      ),
    },
    {
      question: "Que e-mails vocês vão me mandar, e como faço para parar de recebê-los?",
      answer: (
        <>
          <p>
            Só o que você pedir, mais os e-mails de que a sua conta precisa. Na seção “Notificações” do seu perfil,
            você pode receber a carta do dia por e-mail ou notificação push no horário que escolher, e embaixo de
            qualquer leitura pode escolher “Me pergunte daqui a 7 / 14 / 30 dias o que aconteceu” para receber um
            único acompanhamento nesse dia. Os e-mails da conta (assinatura iniciada, cancelamento agendado, fim do Premium,
            falha no pagamento da renovação, conta excluída) sempre chegam. Nenhuma mensagem contém suas perguntas,
            leituras ou anotações.
          </p>
          <p>
            Para parar de recebê-los, desative-os no seu perfil, clique em “Cancelar todos os envios opcionais” ou use
            o link “Cancelar inscrição” de qualquer e-mail da carta do dia ou de acompanhamento. Nossa{" "}
            <Link href={"/privacy"}>Política de privacidade</Link> traz os detalhes.
          </p>
        </>
      ),
    },
    {
      question: "Quais formas de pagamento vocês aceitam?",
      answer: (
        <p>
          Aceitamos os principais cartões de crédito, como Visa, Mastercard e American Express. Os pagamentos são
          processados pela Stripe, então o número do seu cartão nunca chega aos nossos servidores.
        </p>
      ),
    },
    {
      question: "Como gerencio ou cancelo minha assinatura?",
      answer: (
        <p>
          Abra seu perfil e escolha “Gerenciar assinatura”. Você vai para o portal do cliente da Stripe, onde pode
          atualizar seu cartão, baixar faturas ou cancelar quando quiser.
        </p>
      ),
    },
    {
      question: "Posso pedir reembolso?",
      answer: (
        <>
          <p>
            Se alguma cobrança parecer errada ou se você tiver qualquer outro problema com pagamentos, escreva para{" "}
            <SupportEmailLink /> e vamos analisar o caso com você.
          </p>
          <p>
            Ao cancelar, não há novas cobranças, e sua assinatura continua ativa até o fim do período de cobrança que
            você já pagou.
          </p>
        </>
      ),
    },
  ];
}

function FaqPtBR(tools: ProseTools): FaqWords {
  const { SupportEmailLink } = tools;
  return {
    title: "Perguntas frequentes",
    lead: "Respostas rápidas para as perguntas que mais recebemos. Selecione uma pergunta para ver a resposta.",
    faqs: faqs(tools),
    moreTitle: "Ainda tem alguma dúvida?",
    more: (
      <>
        Escreva para <SupportEmailLink /> e vamos responder você.
      </>
    ),
  };
}

export const faq: StaticPageWords<FaqWords> = {
  title: "Perguntas frequentes",
  description: (appName) =>
    `Respostas sobre o ${appName}: como funcionam as leituras, leituras grátis e assinatura, privacidade, pagamentos, cancelamento e reembolsos.`,
  body: FaqPtBR,
};
