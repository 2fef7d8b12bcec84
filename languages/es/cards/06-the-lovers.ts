import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Los Enamorados",
  keywords: {
    upright: ["amor", "unión", "armonía", "elección significativa", "valores compartidos", "vínculo de pareja"],
    reversed: ["desarmonía", "valores desalineados", "indecisión", "desequilibrio", "evitar una elección", "tentación"],
  },
  summary:
    "Bajo los brazos abiertos de un ángel, dos figuras se encuentran sin reservas: los Enamorados hablan de una conexión profunda y de las elecciones que revelan lo que de verdad valoras.",
  upright:
    "La carta de los Enamorados muestra a un hombre y una mujer de pie en un jardín, desnudos y sin vergüenza, bendecidos por un ángel alado que surge de una nube ante un sol resplandeciente. Detrás de la mujer crece el árbol del conocimiento, con una serpiente enroscada en el tronco; detrás del hombre se alza un árbol cargado de llamas. Entre los dos se eleva una única montaña. La escena habla de unión, sinceridad y un vínculo en el que no hace falta esconder nada." +
    "\n\n" +
    "El romance es solo una parte del significado. Esta carta también te pide una elección que refleje quién eres, poniendo de acuerdo tu corazón y tus principios. Cuando aparecen los Enamorados, la armonía está a tu alcance, en una relación, en una sociedad o dentro de ti, pero exige un compromiso consciente. Elige con todo el corazón, guiándote por lo que te importa y no por la costumbre o el miedo.",
  reversed:
    "Cuando la carta sale invertida, las dos figuras parecen alejarse. Una relación puede estar desequilibrada, con una persona que da mucho más que la otra, o con valores que ya no coinciden. La comunicación puede fallar y los viejos resentimientos pueden empañar lo que antes surgía sin esfuerzo. A veces la grieta es interna: una división entre lo que quieres y lo que crees que deberías querer." +
    "\n\n" +
    "Esta posición también aparece cuando evitas una decisión con la esperanza de que, si esperas lo suficiente, otros elijan por ti. Puede que estén en juego la tentación, las lealtades divididas o una atracción que tira en contra de tus principios. Vuelve al fondo de la cuestión: ¿qué es lo que te importa y tus actos lo están respetando? La reparación empieza con una conversación sincera, con los demás y contigo.",
  categories: {
    general:
      "Una elección o una alianza importante ocupa el centro de todo. Decide de acuerdo con tus valores más profundos y es probable que llegue una sensación de armonía.",
    love:
      "Es una de las cartas más románticas de la baraja y apunta a la atracción, la intimidad emocional y una unión basada en el respeto mutuo. En una pareja puede marcar un compromiso más profundo; si no tienes pareja, una conexión que se siente especialmente sincera. En ambos casos, la vulnerabilidad es la puerta de entrada.",
    career:
      "Se destacan las sociedades, las colaboraciones y las alianzas, junto con una decisión profesional que debe encajar con tus valores. Valora las ofertas no solo por el sueldo, sino también por si el trabajo refleja lo que te importa.",
    health:
      "Aquí el bienestar depende del equilibrio entre mente y cuerpo, trabajo y descanso, dar y recibir. Las personas que te rodean influyen en cómo te sientes, así que observa qué vínculos te llenan de energía y cuáles te dejan sin fuerzas, y elige hábitos que sientas tuyos y no impuestos.",
    personal_development:
      "La lección es la integración: poner de acuerdo la cabeza y el corazón. Aclara tus valores esenciales y luego practica tomar decisiones que pudieras explicar, sin incomodidad, a tu yo más auténtico.",
    spirituality:
      "Los Enamorados apuntan a la unión de los opuestos y al amor mismo como camino espiritual. La devoción, la vida en pareja y el reconocer lo sagrado en otra persona pueden abrirte a algo más grande que cualquiera de los dos.",
    projects:
      "Se favorece la colaboración, sobre todo con alguien cuyas habilidades complementen las tuyas. Antes de comprometerte, asegúrate de que todos comparten la misma visión, porque ponerse de acuerdo ahora evita conflictos más adelante.",
    emotions:
      "Los sentimientos de cercanía, ternura y apertura son intensos. Si te debates entre dos caminos, permítete sentir ambos plenamente antes de decidir.",
    creativity:
      "Florecen las colaboraciones creativas y los dúos, al igual que las obras sobre el amor, la conexión y la elección. Deja que tu arte nazca de lo que más te importa y tendrá convicción.",
  },
  advice: "Elige desde el corazón y deja que tu elección honre los valores con los que más deseas vivir.",
  yesNoReason:
    "Los Enamorados se inclinan hacia el sí, sobre todo cuando la pregunta trata de un vínculo o de una elección hecha de acuerdo con tus valores.",
  element: "Aire",
  astrology: "Géminis",
  imageAlt:
    "Un hombre y una mujer desnudos están de pie, separados, en un jardín, bajo un ángel alado de cabello color fuego que surge de una nube ante un gran sol dorado, con los brazos abiertos en señal de bendición. Detrás de la mujer, una serpiente se enrosca en un árbol frutal; detrás del hombre, un árbol cuyas hojas son llamas, y entre ambos se alza una montaña roja.",
};
