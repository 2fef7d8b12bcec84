import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Justicia",
  keywords: {
    upright: ["equidad", "verdad", "causa y efecto", "responsabilidad", "decisiones claras", "equilibrio", "asuntos legales"],
    reversed: ["injusticia", "eludir responsabilidades", "autoengaño", "parcialidad", "desequilibrio", "deshonestidad"],
  },
  summary:
    "Una figura coronada sostiene una espada en alto y una balanza en equilibrio: lo que es verdad se pesa y cada elección trae su consecuencia. La claridad empieza por la honestidad, también contigo.",
  upright:
    "La Justicia está sentada entre dos columnas grises, firme y sin prisa, con una espada de doble filo erguida en una mano y una balanza dorada en la otra. La espada corta la confusión; la balanza pesa lo que realmente hay, y no lo que esperas o temes que haya. Cuando aparece esta carta, la situación pide un balance honesto. Las decisiones que tomes ahora tienden a mantenerse, siempre que se apoyen en los hechos y en la equidad y no en la conveniencia." +
    "\n\n" +
    "Aquí hay también una lección serena sobre la causa y el efecto. Lo que vives hoy tiene raíces en elecciones anteriores, y lo que elijas ahora dará forma a lo que venga. No es una amenaza, sino una forma de libertad: no estás simplemente a merced del azar. Asume tu parte de responsabilidad, habla con claridad y espera lo mismo de los demás. Si hay de por medio un contrato, un acuerdo o un trámite formal, suele favorecer a quien ha actuado de buena fe.",
  reversed:
    "Boca abajo, la balanza se inclina y la espada vacila. Algo puede parecer injusto, ya sea una decisión que te perjudicó, un arreglo que beneficia en silencio a una de las partes o una versión de los hechos que omite detalles incómodos. A veces el desequilibrio está fuera de ti; otras veces es esa vocecita que insiste en que tu propia parte en un problema en realidad no cuenta." +
    "\n\n" +
    "La carta invertida te pide que mires ambas posibilidades sin apartar la vista. Si te han tratado de forma injusta, escribe lo que pasó y busca cauces justos en lugar de cocerte a fuego lento en el resentimiento. Si has estado esquivando tu responsabilidad, asumirla ahora te costará menos que más adelante. Vigila también los juicios parciales: las decisiones tomadas con enfado, o para agradar a alguien, rara vez se sostienen con el tiempo. Restablecer el equilibrio puede ser un trabajo lento, pero empieza por la honestidad.",
  categories: {
    general:
      "La Justicia señala un momento en que la verdad de un asunto sale a la luz y los resultados reflejan lo que realmente se hizo. Sopesa los hechos con calma antes de actuar y deja que sea la equidad, y no el impulso, la que elija el siguiente paso.",
    love:
      "En las relaciones, esta carta pregunta si el dar y el recibir se sienten equilibrados. Las conversaciones sinceras sobre expectativas, compromisos y viejas heridas pueden restablecer el equilibrio; se ve favorecida la pareja basada en el respeto mutuo, mientras que los acuerdos desiguales quedan en entredicho.",
    career:
      "En el trabajo y en el dinero, la Justicia favorece los contratos, las negociaciones, las evaluaciones y cualquier proceso en el que importe llevar registros claros. Lee la letra pequeña, mantén la transparencia en tus tratos y confía en que el esfuerzo constante y honesto se nota.",
    health:
      "Toma la Justicia como una invitación a mirar con ecuanimidad cómo repartes tu energía: trabajo frente a descanso, esfuerzo frente a recuperación. Los pequeños desequilibrios se acumulan, así que observa qué hábitos inclinan la balanza y ajústalos con suavidad; un profesional puede ayudarte si algo merece una mirada más atenta.",
    personal_development:
      "Aquí el crecimiento llega a través de la responsabilidad: nombrar tus elecciones, sus efectos y lo que harías de otra manera la próxima vez. La honestidad contigo, sin juzgarte con dureza, se convierte en unos cimientos sobre los que construir.",
    spirituality:
      "La Justicia une la vida espiritual con la ética de cada día. Piensa si tus actos coinciden con los valores que defiendes y trata la ley de causa y efecto como una maestra, no como un juez.",
    projects:
      "Para los planes, esta carta favorece los criterios claros, un reparto justo del trabajo y las decisiones basadas en pruebas. Sopesa las opciones por sus méritos, pon los acuerdos por escrito y deja ir las ideas que no resisten un examen riguroso.",
    emotions:
      "Puede que intentes encontrarle sentido a algo que te pareció injusto, o que estés clasificando tus propios sentimientos entre correctos e incorrectos. Reconoce lo que es verdad para ti sin cerrarte a otras perspectivas; la claridad suele calmar la tormenta.",
    creativity:
      "En lo creativo, la Justicia aporta la mirada del editor: estructura, proporción y crítica honesta. Es un buen momento para revisar, cortar lo que no sirve a la obra y equilibrar la ambición con el oficio.",
  },
  advice: "Sopesa los hechos con honestidad, asume tu parte y elige lo que podrías defender con la conciencia tranquila.",
  yesNoReason:
    "La Justicia no se inclina por sí sola hacia ningún lado; la respuesta suele seguir lo que es justo y verdadero en la situación, de modo que el resultado refleja los actos que hay detrás.",
  element: "Aire",
  astrology: "Libra",
  imageAlt:
    "Una figura coronada, con túnica roja y capa verde, está sentada en un trono de piedra entre dos columnas grises; sostiene una espada erguida en la mano derecha y una balanza dorada en equilibrio en la izquierda. Detrás del trono cuelga un velo morado sobre un cielo amarillo.",
};
