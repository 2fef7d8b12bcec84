import type { Strings } from "../../strings";
import type { mailEn } from "../../en/messages/mail";

export const mailPtBR: Strings<typeof mailEn> = {
  linkLine: "{label}: {url}",
  unsubscribe: "Cancelar inscrição",
  dailyCard: {
    subject: "Sua carta do dia: {card}",
    heading: "Sua carta do dia para {date}: {card}",
    link: "Ver sua carta do dia",
    why: "Você recebe este e-mail porque ativou a carta do dia por e-mail no seu perfil do {appName}.",
  },
  checkIn: {
    subject: "Seu acompanhamento: o que aconteceu depois da sua leitura",
    heading: "Hora do seu acompanhamento",
    asked: {
      one: "Em {date}, você nos pediu um acompanhamento {count} dia depois de uma leitura.",
      other: "Em {date}, você nos pediu um acompanhamento {count} dias depois de uma leitura.",
    },
    writeItDown: "Quando tiver um tempinho, anote o que aconteceu. Fica guardado com a leitura no seu diário.",
    link: "Fazer o acompanhamento da sua leitura",
    why: "Você recebe este e-mail porque pediu um acompanhamento depois de uma leitura no {appName}.",
  },
  account: {
    why: "Você recebe este e-mail porque ele é sobre a sua conta do {appName}.",
    profileLink: "Ir para o seu perfil",
    subscription_started: {
      subject: "Sua assinatura do {appName} começou",
      heading: "Obrigado por assinar",
      body: "Sua assinatura começou e o Premium é seu. Você pode alterá-la ou cancelá-la no seu perfil quando quiser.",
    },
    cancellation_scheduled: {
      subject: "Sua assinatura do {appName} foi cancelada: o Premium termina em {date}",
      subjectUndated: "Sua assinatura do {appName} foi cancelada",
      heading: "Sua assinatura foi cancelada",
      premiumUntil: "O Premium continua sendo seu até {date}; depois disso, não haverá novas cobranças.",
      notChargedAgain: "Não haverá novas cobranças.",
      renew: "Mudou de ideia? Você pode renovar no seu perfil até lá.",
    },
    premium_ended: {
      subject: "Seu Premium do {appName} terminou",
      heading: "Seu Premium terminou",
      body: "Sua assinatura terminou. Seu diário e suas leituras continuam sendo seus, e você pode assinar de novo quando quiser.",
    },
    payment_failed: {
      subject: "O pagamento da renovação do {appName} não foi aprovado",
      heading: "O pagamento da sua renovação não foi aprovado",
      body: "Não conseguimos cobrar a renovação da sua assinatura. Atualize sua forma de pagamento para continuar com o Premium.",
      updateLink: "Atualizar sua forma de pagamento",
    },
    account_deleted: {
      subject: "Sua conta do {appName} foi excluída",
      heading: "Sua conta foi excluída",
      body: "Sua conta e tudo o que havia nela (leituras, diário, cartas do dia e preferências) foram excluídos, como você pediu. Se você tinha uma assinatura, ela foi cancelada.",
      link: "Visitar o {appName}",
      why: "Você recebe este e-mail uma única vez, como comprovante da exclusão da sua conta do {appName}.",
    },
  },
  push: {
    dailyCardTitle: "Sua carta do dia: {card}",
    checkIn: {
      title: "O que aconteceu?",
      body: {
        one: "Já faz {count} dia desde a sua leitura do dia {date}. Anote como foi.",
        other: "Já faz {count} dias desde a sua leitura do dia {date}. Anote como foi.",
      },
    },
    subscription_started: { title: "O Premium começou", body: "Obrigado por assinar: todas as tiragens, categorias e vozes são suas." },
    cancellation_scheduled: {
      title: "Seu cancelamento está agendado",
      body: "O Premium continua ativo até {date}.",
      bodyUndated: "O Premium continua ativo até o fim do período pago.",
    },
    premium_ended: { title: "O Premium terminou", body: "Suas leituras e seu diário continuam aqui." },
    payment_failed: { title: "Falha no pagamento da renovação", body: "Atualize sua forma de pagamento para continuar com o Premium." },
    account_deleted: { title: "Sua conta foi excluída", body: "Suas leituras e seus dados foram apagados." },
  },
};
