import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Muerte",
  keywords: {
    upright: ["finales", "transformación", "transición", "liberación", "hacer espacio", "renovación", "cambio inevitable"],
    reversed: ["resistencia al cambio", "estancamiento", "miedo a los finales", "apego persistente", "transición lenta", "asuntos pendientes"],
  },
  summary:
    "Un jinete esquelético lleva un estandarte con una rosa blanca mientras reyes y niños por igual le abren paso. Algo termina para que otra cosa pueda empezar.",
  upright:
    "A pesar de su imagen cruda, esta carta habla de transformación, no de la muerte literal. Un esqueleto con armadura negra monta un caballo blanco y lleva un estandarte negro con una rosa blanca, y cada persona que encuentra a su paso reacciona de una forma distinta: un rey ha caído, un obispo suplica, una joven aparta la mirada y un niño alza los ojos sin miedo. A lo lejos, un sol sale entre dos torres. Un capítulo se cierra, y la manera en que recibes ese final moldea lo que viene después." +
    "\n\n" +
    "Los finales pueden doler incluso cuando son necesarios. Un trabajo, una relación, un hábito o una versión de ti pueden estar llegando a su cierre natural. Haz el duelo de lo que merece duelo, pero intenta no aferrarte a lo que ya se ha ido. La rosa blanca habla de pureza y renovación, y el sol naciente dice que el ciclo continúa. Despejar lo que ha terminado deja espacio para un crecimiento que todavía no puedes imaginar.",
  reversed:
    "Invertida, la Muerte suele describir un cambio que se mantiene a distancia. Quizá intuyes que algo ya ha cumplido su ciclo y aun así sigues sosteniéndolo, por miedo, por costumbre o por lealtad a quien solías ser. El resultado es una especie de limbo: la forma antigua ya no encaja, pero la nueva no puede llegar mientras sigues sujetando la puerta cerrada." +
    "\n\n" +
    "Esta posición también puede mostrar una transición que avanza despacio, con finales que llegan por etapas y no de golpe. Sé amable contigo si te cuesta soltar; el apego es profundamente humano. Aun así, piensa en lo que te está costando quedarte donde estás. Pequeños gestos de desprendimiento, como despejar una habitación, poner fin a una rutina o decir un adiós sincero, pueden poner de nuevo en marcha un proceso estancado y recordarte que el amanecer del horizonte sigue esperando.",
  categories: {
    general:
      "La Muerte señala el cierre de un ciclo y el comienzo de una transformación profunda, no el final literal de una vida. Suelta lo que ya ha cumplido su función para que el siguiente capítulo tenga espacio para empezar.",
    love:
      "En el amor, esta carta puede marcar el final de un viejo patrón, de una etapa de la relación o, en ocasiones, de la relación misma. Las parejas que afrontan el cambio con honestidad suelen encontrar un vínculo renovado, y quienes no tienen pareja quizá puedan soltar por fin un viejo apego.",
    career:
      "Un puesto, una orientación del negocio o una forma de trabajar pueden estar llegando a su fin. En lugar de aferrarte a un lugar que ya no encaja contigo, mira qué te permite perseguir esta transición y prepárate en lo práctico para el cambio.",
    health:
      "Lee esta carta como una reflexión sobre hábitos y rutinas que ya no te sirven, nunca como una predicción sobre tu cuerpo. Puede ser un buen momento para soltar patrones que agotan tu energía y dejar espacio a ritmos de descanso más estables; ante cualquier preocupación real, habla con un profesional cualificado.",
    personal_development:
      "Es la carta de mudar la piel. Creencias, papeles o imágenes de ti que antes te protegían pueden frenarte ahora, y soltarlos, aunque resulte incómodo, abre el camino a una versión más auténtica de ti.",
    spirituality:
      "En lo espiritual, la Muerte habla de renacimiento y de los ciclos de desprendimiento que muchas tradiciones honran. Las prácticas que te ayudan a aceptar lo pasajero de todo, desde la reflexión tranquila hasta sencillos rituales de despedida, pueden traer una paz sorprendente.",
    projects:
      "Puede que un plan necesite cerrarse, transformarse de raíz o archivarse para que el tiempo y los recursos fluyan hacia otro lugar. Cerrar algo de forma deliberada es más amable que dejar que se arrastre; recoge lo que aprendiste antes de seguir adelante.",
    emotions:
      "Puede que estés atravesando el duelo, el alivio o una mezcla de ambos mientras algo termina. Dale a cada sentimiento su tiempo y confía en que el peso de la transición se aligera a medida que aparece la nueva forma de tu vida.",
    creativity:
      "En lo creativo, la Muerte deja el lienzo en blanco. Abandona un estilo o un proyecto que se ha quedado rancio, convierte sus mejores partes en abono para algo nuevo y permítete volver a empezar desde cero.",
  },
  advice: "Deja que lo terminado termine y dirige tu atención al espacio que abre ese final.",
  yesNoReason:
    "La Muerte suele responder que no porque la situación, tal como está, está llegando a su fin, aunque ese cierre a menudo despeja el camino para algo mejor.",
  element: "Agua",
  astrology: "Escorpio",
  imageAlt:
    "Un esqueleto con armadura negra monta un caballo blanco y lleva un estandarte negro con una rosa blanca de cinco pétalos, mientras un rey caído yace bajo los cascos y un obispo, una joven y un niño reaccionan ante él. A lo lejos fluye un río y un sol sale entre dos torres.",
};
