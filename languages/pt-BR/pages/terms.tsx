import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Termos de serviço";
const description =
  "Os termos para usar o {appName}: sua licença, o uso justo, assinaturas e pagamentos, disponibilidade e encerramento.";

const freeReadings = ({ figures, plural }: ProseTools) => plural(figures.freeReadingsPerMonth, { one: "{count} leitura", other: "{count} leituras" });

/** The Terms of Service in Brazilian Portuguese. */
function content(tools: ProseTools): ReactNode {
  const { appName, Link, SupportEmailLink, prose, figures, price } = tools;
  return (
    <article className={prose.page} aria-labelledby="terms-title">
      <h1 id="terms-title">Termos de serviço</h1>
      <p className={prose.meta}>
        Última atualização: <time dateTime="2025-06-11">11 de junho de 2025</time>
      </p>
      <p className={prose.meta}>
        Esta é uma tradução: em caso de dúvida, prevalece a{" "}
        <Link href="/terms" hrefLang="en">
          versão original em inglês
        </Link>
        .
      </p>
      <p className={prose.lead}>
        Estes termos explicam o que você pode esperar do {appName} e o que pedimos em troca. Nós os deixamos tão curtos
        e simples quanto possível.
      </p>

      <section aria-labelledby="terms-acceptance">
        <h2 id="terms-acceptance">Aceitação dos termos</h2>
        <p>
          Ao usar o {appName}, você concorda com estes termos e com a nossa{" "}
          <Link href={"/privacy"}>Política de privacidade</Link>. Se não concordar, não use o
          serviço. Quando mudarmos estes termos, atualizaremos a data acima; se você continuar usando o {appName} depois
          de uma mudança, os novos termos passam a valer.
        </p>
      </section>

      <section aria-labelledby="terms-licence">
        <h2 id="terms-licence">Licença de uso</h2>
        <p>
          Concedemos a você uma licença pessoal, não exclusiva e intransferível para usar o {appName} e as leituras que
          ele escreve para você, para fins próprios e não comerciais. O serviço, seu design e seus textos continuam sendo
          nossos; as ilustrações das cartas são obras de 1909 em domínio público.
        </p>
        <p>
          As leituras são oferecidas para reflexão e entretenimento. Elas não são aconselhamento profissional, seja
          médico, jurídico ou financeiro, e nunca devem substituí-lo.
        </p>
      </section>

      <section aria-labelledby="terms-restrictions">
        <h2 id="terms-restrictions">Restrições</h2>
        <p>Ao usar o {appName}, pedimos que você não:</p>
        <ul>
          <li>revenda, sublicencie ou explore comercialmente o serviço ou suas leituras;</li>
          <li>copie, faça raspagem de dados ou automatize o acesso ao serviço, nem tente contornar seus limites ou pagamentos;</li>
          <li>faça engenharia reversa do serviço nem interfira na sua segurança ou no seu funcionamento;</li>
          <li>use o serviço para criar ou compartilhar conteúdo ilegal, nocivo ou abusivo;</li>
          <li>entre com uma conta que não seja sua.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-payments">
        <h2 id="terms-payments">Assinaturas e pagamentos</h2>
        <p>
          Uma conta grátis inclui {freeReadings(tools)} por mês. A assinatura custa {price} por mês, é
          paga com cartão pela Stripe e renova automaticamente todo mês até você cancelar. Ela dá direito a todas as
          tiragens, a todas as categorias e a leituras ilimitadas, dentro do limite de uso justo de{" "}
          {figures.fairUsePerDay} por dia, que existe para que nenhuma conta sobrecarregue o serviço.
        </p>
        <p>
          Você pode cancelar quando quiser no seu perfil, em “Gerenciar assinatura”. Depois de cancelar, você não será
          cobrado de novo e mantém o acesso até o fim do período de cobrança que já pagou. Se o preço mudar algum dia,
          avisaremos você antes que a mudança valha para o seu próximo período de cobrança.
        </p>
      </section>

      <section aria-labelledby="terms-availability">
        <h2 id="terms-availability">Disponibilidade</h2>
        <p>
          Trabalhamos para que o {appName} funcione bem, mas o oferecemos como está e não podemos prometer que ele
          estará sempre disponível ou livre de erros. Podemos pausar o serviço para manutenção e, com o tempo, mudar,
          adicionar ou remover recursos.
        </p>
      </section>

      <section aria-labelledby="terms-termination">
        <h2 id="terms-termination">Encerramento</h2>
        <p>
          Você pode parar de usar o {appName} a qualquer momento e excluir sua conta no seu perfil. Podemos suspender ou
          encerrar uma conta que viole estes termos. Se encerrarmos uma conta com assinatura ativa por motivos que não
          sejam uma violação destes termos, ela não será cobrada de novo.
        </p>
      </section>

      <section aria-labelledby="terms-contact">
        <h2 id="terms-contact">Contato</h2>
        <p>
          Dúvidas sobre estes termos? Escreva para <SupportEmailLink />.
        </p>
      </section>
    </article>
  );
}

export const terms: StaticPageWords<ReactNode> = { title, description, body: content };
