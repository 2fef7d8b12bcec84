import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "El Loco",
  keywords: {
    upright: ["nuevos comienzos", "salto de fe", "espontaneidad", "inocencia", "camino abierto", "espíritu libre"],
    reversed: ["imprudencia", "indecisión paralizante", "ingenuidad", "miedo a lo desconocido", "energía dispersa", "advertencias ignoradas"],
  },
  summary:
    "Un viajero avanza hacia el borde de un precipicio con una rosa blanca en la mano y un perrito a sus pies: comienzos que se emprenden con confianza, antes de que la experiencia enseñe la prudencia.",
  upright:
    "El Loco está al principio mismo del viaje, con el rostro vuelto hacia el sol, tan absorto en el cielo abierto que apenas repara en el abismo que tiene a sus pies. Cuando aparece, algo en tu vida te pide un primer paso más que un plan terminado. El pequeño hatillo que cuelga de su bastón guarda todo lo que necesita por ahora, y la rosa blanca de su mano habla de un motivo todavía limpio y sin defensas." +
    "\n\n" +
    "Es una invitación a recibir lo nuevo con curiosidad en lugar de con una lista de comprobaciones. No necesitas saber dónde termina el camino para empezar a recorrerlo. El perrito que salta a su lado suele leerse como el instinto que acompaña el paso del soñador, así que deja que el entusiasmo vaya delante mientras una parte más callada de ti sigue mirando el suelo que pisas.",
  reversed:
    "Invertido, el paso ligero del Loco puede convertirse en un tropiezo. O bien corres hacia el borde sin mirar abajo y dices que sí a todo porque ir más despacio te parece aburrido, o bien la parálisis te detiene al filo del precipicio, con el equipaje listo y sin poder moverte porque nadie te garantiza el aterrizaje. Ninguno de los dos extremos es libertad: uno ignora el suelo y el otro rechaza el cielo." +
    "\n\n" +
    "Las dos versiones llevan a la misma pregunta: ¿en qué estás confiando y merece esa confianza? Observa si un nuevo comienzo se está echando a perder por descuidos con el dinero, las promesas o los sentimientos ajenos, o si el miedo se está disfrazando de sensatez. El perrito sigue ladrando su advertencia. Escúchalo y luego elige un paso que sea valiente sin ser ciego.",
  categories: {
    general:
      "Se abre un nuevo capítulo, y favorece la mente de principiante por encima de una estrategia pulida. Da el primer paso honesto y deja que el camino se revele mientras avanzas, comprobando solo que el suelo te sostenga.",
    love:
      "Si no tienes pareja, el Loco te sugiere conocer gente con ligereza, sin un guion sobre cómo debe terminar. En una relación invita al juego, a una aventura compartida o a un nuevo comienzo que sacuda la rutina. Conserva esa apertura, pero di con claridad lo que ofreces para que nadie se quede adivinando.",
    career:
      "Esta carta suele aparecer ante un cambio de profesión, un primer empleo, el salto al trabajo independiente o una idea que todavía no encaja en ningún puesto. Tu verdadero capital aquí es el entusiasmo; acompáñalo de un pequeño colchón económico para que el salto resulte emocionante y no aterrador.",
    health:
      "La energía del Loco es vivaz e inquieta, así que reflexiona sobre si tus días dejan espacio para el aire libre, un movimiento que disfrutes y un descanso de verdad. Prueba un hábito nuevo con la paciencia de quien empieza, en lugar de un plan de todo o nada, y fíjate en dónde la impulsividad suele agotar tus reservas.",
    personal_development:
      "Aquí el crecimiento llega por la experiencia más que por el estudio: probar, equivocarse y aprender por el camino. Permítete ser principiante en algo y considera los primeros errores como el precio de la entrada, no como la prueba de que debes parar.",
    spirituality:
      "El Loco es el alma en el punto cero, con todas las posibilidades en la mano antes de que empiece el largo viaje por los Arcanos Mayores. Tu vida interior puede sentirse fresca y aún sin forma; acércate a tus prácticas con asombro y confía en que no necesitas certezas para ponerte en marcha.",
    projects:
      "Una idea que ha vivido en un cuaderno está lista para salir al mundo. Empieza en pequeño y pronto, pon a prueba el concepto en condiciones reales y dibuja el mapa cuando ya veas el terreno; eso sí, identifica uno o dos riesgos que podrían mandarlo todo al precipicio.",
    emotions:
      "Puede que sientas ligereza, esperanza y un poco de euforia, o una inquietud que te dice que algo está a punto de cambiar. Deja que ese impulso te lleve, pero reconoce con honestidad cualquier ansiedad que se esconda bajo la emoción.",
    creativity:
      "La energía creativa es cruda, juguetona y sin pulir, y eso es justo lo que conviene al principio. Haz bocetos, improvisa y crea cosas de las que todavía dudes; el regalo del Loco es la libertad de crear antes de haber aprendido todas las reglas.",
  },
  advice: "Da el primer paso con los ojos abiertos, confiando en tu curiosidad sin dejar de tener un pie en tierra firme.",
  yesNoReason:
    "El Loco dice que sí a la aventura, pero no puede prometer un aterrizaje seguro, así que la respuesta depende de si te animas a aceptar lo desconocido.",
  element: "Aire",
  astrology: "Urano",
  imageAlt:
    "Un joven viajero con una túnica floreada y un gorro con pluma camina hacia el borde de un precipicio, con un hatillo colgado de un bastón al hombro y una rosa blanca en la mano alzada. Un perrito blanco salta a sus pies; detrás de él brillan un sol blanco en un cielo amarillo y unas cumbres nevadas.",
};
