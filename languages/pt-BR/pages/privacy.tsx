import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Política de privacidade";
const description = "Quais dados o {appName} coleta, por quê, como eles são protegidos e as escolhas que você tem sobre eles.";

/** The Privacy Policy in Brazilian Portuguese. */
function content(tools: ProseTools): ReactNode {
  const { appName, Link, SupportEmailLink, prose } = tools;
  return (
    <article className={prose.page} aria-labelledby="privacy-title">
      <h1 id="privacy-title">Política de privacidade</h1>
      <p className={prose.meta}>
        Última atualização: <time dateTime="2025-06-11">11 de junho de 2025</time>
      </p>
      <p className={prose.meta}>
        Esta é uma tradução: em caso de dúvida, prevalece a{" "}
        <Link href="/privacy" hrefLang="en">
          versão original em inglês
        </Link>
        .
      </p>
      <p className={prose.lead}>
        Suas perguntas podem ser bem pessoais, então mantemos tudo simples: coletamos só o que precisamos para fazer
        suas leituras, suas leituras continuam privadas e nunca vendemos seus dados.
      </p>

      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">Dados que coletamos</h2>
        <ul>
          <li>
            <strong>Dados da conta.</strong> Quando você entra com o Google, recebemos seu endereço de e-mail e um
            identificador da conta. Usamos esses dados para criar sua conta e reconhecer você quando voltar.
          </li>
          <li>
            <strong>Dados de pagamento.</strong> As assinaturas são pagas pela Stripe. A Stripe cuida dos dados do seu
            cartão, e nós nunca vemos nem guardamos o número dele; guardamos apenas o necessário para vincular sua
            assinatura à sua conta, como a situação dela e a data de renovação.
          </li>
          <li>
            <strong>Leituras e preferências.</strong> As perguntas que você faz, a tiragem e a categoria que escolhe, as
            cartas que tira e a interpretação escrita para você, para podermos mostrar sua leitura e contar suas leituras
            do mês; suas perguntas complementares e as respostas, se você achou uma leitura útil e suas cartas do
            dia.
          </li>
          <li>
            <strong>Dados de uso.</strong> Informações técnicas básicas, como as páginas que você visita, o horário de
            cada solicitação, o tipo de navegador e seu endereço IP, que mantêm o serviço funcionando e o protegem
            contra abusos.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">Como usamos seus dados</h2>
        <ul>
          <li>
            Para fazer suas leituras. Para escrever cada uma, sua pergunta, a tiragem, a categoria e as cartas são
            enviadas ao nosso provedor de IA, que as processa para produzir sua interpretação.
          </li>
          <li>
            <strong>Leituras que lembram</strong> (um recurso Premium). Para quem é assinante, cada nova leitura também
            recebe as cartas que apareceram em pelo menos duas das suas leituras dos últimos 30 dias, com quantas vezes
            apareceram, e as perguntas das suas três últimas leituras, para que ela possa perceber um padrão (“A Torre,
            pela terceira vez este mês…”). Nada mais seu é usado: nem seu endereço de e-mail, nem interpretações
            anteriores. As perguntas anteriores são enviadas apenas à IA que escreve essa leitura e não são guardadas de
            novo; a leitura guarda apenas quais cartas e quantas perguntas ela lembrou, e mostra isso logo abaixo dela.
            Para assinantes, o recurso fica ativado até ser desativado: desative quando quiser em “Permitir que as
            leituras lembrem minhas leituras recentes”, no seu perfil. Ele nunca fica ativado em contas grátis.
          </li>
          <li>Para gerenciar sua conta, suas leituras grátis do mês e sua assinatura.</li>
          <li>Para manter o serviço seguro, evitar abusos e corrigir problemas.</li>
          <li>Para responder quando você entra em contato.</li>
        </ul>
        <p>
          Suas leituras são privadas e nunca são compartilhadas com outros usuários. Quando você compartilha sua carta
          do dia, o link leva a uma página pública que mostra apenas a carta, a data e a mensagem geral da carta para
          aquele dia: nunca seu endereço de e-mail, suas perguntas ou suas leituras. Se você tiver entrado na sua conta, o
          link leva seu código de convite, para que você ganhe leituras bônus quando um amigo se cadastrar por ele. Não
          vendemos seus dados pessoais nem os usamos para publicidade. Só os compartilhamos com os fornecedores que
          operam o {appName} para nós (login, pagamentos, IA e hospedagem), e apenas na medida em que precisam deles
          para fazer esse trabalho, ou quando a lei exige.
        </p>
      </section>

      <section aria-labelledby="privacy-notifications">
        <h2 id="privacy-notifications">E-mails e notificações</h2>
        <p>Enviamos apenas o que você pediu e os e-mails de que toda conta precisa:</p>
        <ul>
          <li>
            <strong>A carta do dia</strong>, só se você ativar no seu perfil: por e-mail e/ou como notificação push nos
            dispositivos em que você escolheu “Notificar neste dispositivo”, uma vez por dia, no horário que você
            escolher no seu fuso horário. Ela traz a carta do dia, a primeira frase da mensagem e um link para ela.
          </li>
          <li>
            <strong>Acompanhamentos</strong>, só depois que você escolher “Me pergunte daqui a 7 / 14 / 30 dias o que
            aconteceu” abaixo de uma leitura: um e-mail e/ou push naquele dia, com a data da leitura e um link para o
            formulário de acompanhamento. Sua resposta e sua anotação ficam guardadas com aquela leitura, no seu diário
            e nas exportações dele, e entram nas suas “Tendências”.
          </li>
          <li>
            <strong>E-mails da conta</strong>, sempre, porque fazem parte do serviço: sua assinatura começou, o
            cancelamento foi agendado (com a data em que o Premium termina), o Premium terminou, um pagamento de
            renovação falhou e sua conta foi excluída.
          </li>
        </ul>
        <p>
          Nenhum e-mail ou notificação push contém suas perguntas, o texto das suas leituras ou suas anotações de
          acompanhamento, e não guardamos nada disso nas mensagens que armazenamos para envio. Para acertar seu fuso
          horário, salvamos o que o seu navegador informa junto com suas escolhas. Nossos e-mails não têm pixel de
          rastreamento nem imagens remotas.
        </p>
        <p>
          Para parar de recebê-los, desative cada um na seção “Notificações” do seu perfil, clique em “Cancelar todos
          os envios opcionais” ali mesmo ou use o link “Cancelar inscrição” no rodapé de qualquer e-mail da carta do
          dia ou de acompanhamento, que funciona sem login. Desativar o push em um dispositivo, ou excluir sua conta,
          remove a inscrição daquele dispositivo.
        </p>
      </section>

      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security">Segurança</h2>
        <p>
          As conexões com o {appName} são criptografadas, as sessões de login usam tokens assinados e o acesso aos
          dados armazenados é limitado ao que o serviço precisa para funcionar. Os pagamentos com cartão nunca passam
          pelos nossos servidores. Nenhum sistema é perfeitamente seguro, mas trabalhamos muito para proteger seus
          dados e, se algum dia um incidente de segurança afetar seus dados, avisaremos você como a lei exige.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Seus direitos</h2>
        <p>Você tem o controle dos seus dados. Você pode nos pedir:</p>
        <ul>
          <li>
            <strong>Acesso</strong> aos dados pessoais que temos sobre você;
          </li>
          <li>
            A <strong>correção</strong> de qualquer dado incorreto;
          </li>
          <li>
            A <strong>exclusão</strong> dos seus dados;
          </li>
          <li>
            Que <strong>deixemos de tratá-los</strong> da forma à qual você se opõe.
          </li>
        </ul>
        <p>
          Você pode excluir sua conta a qualquer momento no seu perfil, em “Excluir conta”. Isso remove sua conta, suas
          leituras e todas as sessões abertas. A Stripe mantém os registros de pagamentos anteriores pelo tempo que a
          lei exigir. Para qualquer outro pedido, escreva para nós e responderemos o quanto antes.
        </p>
        <p id="privacy-usage-record">
          Uma coisa continua existindo depois que a conta é excluída: para que excluir e recriar uma conta não reinicie
          as leituras grátis, guardamos, apenas do mês atual e do anterior, quantas leituras foram contadas para a
          sua identidade de login. Esse dado fica registrado sob um hash irreversível do identificador da sua conta no
          provedor de identidade, não contém nenhum endereço de e-mail nem nenhuma leitura, e não pode ser convertido de
          volta em nenhum dos dois. Os meses mais antigos são apagados.
        </p>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">Contato</h2>
        <p>
          Dúvidas sobre esta política ou sobre seus dados? Escreva para <SupportEmailLink />.
        </p>
      </section>
    </article>
  );
}

export const privacy: StaticPageWords<ReactNode> = { title, description, body: content };
