import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Rueda de la Fortuna",
  keywords: {
    upright: ["ciclos", "cambio", "punto de inflexión", "buena suerte", "destino", "momento oportuno"],
    reversed: ["contratiempos", "resistencia al cambio", "mala suerte", "patrones que se repiten", "retrasos", "sensación de impotencia"],
  },
  summary:
    "Una gran rueda gira entre las nubes, elevando unas cosas y haciendo descender otras: un punto de inflexión y un recordatorio de que toda situación se mueve en ciclos.",
  upright:
    "La Rueda de la Fortuna flota en un cielo de nubes, marcada con letras y símbolos alquímicos. Una esfinge con una espada está sentada tranquilamente en lo alto, una serpiente se desliza por un costado y una figura con cabeza de chacal asciende por el otro. En las cuatro esquinas, un ángel, un águila, un toro y un león leen libros abiertos, testigos serenos de todo ese girar. La vida se mueve en ciclos, y ahora mismo la rueda está en marcha." +
    "\n\n" +
    "Esta carta suele anunciar un cambio de suerte, con frecuencia para mejor, o un momento en que las circunstancias se mueven de formas que no habías planeado. Su vínculo con Júpiter, planeta de la expansión y la buena fortuna, sugiere oportunidades para quien se mantiene atento. No puedes controlar cada radio de la rueda, pero sí puedes elegir cómo respondes. Recibe el giro con flexibilidad y prepárate para actuar cuando llegue el momento.",
  reversed:
    "Invertida, puede parecer que la rueda gira en tu contra. Los retrasos, los contratiempos inesperados o una racha de mala suerte pueden dejarte con una sensación de impotencia, o quizá notes que la misma situación vuelve una y otra vez, como un patrón que aún no has roto. Es tentador culpar por completo al destino, pero esa mirada puede ocultar las opciones que siguen a tu alcance." +
    "\n\n" +
    "La resistencia suele complicarlo todo: aferrarte a cómo eran las cosas o empeñarte en que la rueda se detenga donde te gustaba. Recuerda que los descensos también forman parte del ciclo y no duran para siempre. Observa qué partes del patrón están bajo tu influencia, aprende lo que esta fase te enseña y prepárate en silencio. La rueda sigue girando, y tú puedes subir con ella.",
  categories: {
    general:
      "Las circunstancias están cambiando, y un punto de inflexión puede estar más cerca de lo que parece. Mantén la capacidad de adaptarte, presta atención a las oportunidades que llegan sin avisar y recuerda que ninguna etapa, buena o difícil, se queda fija mucho tiempo.",
    love:
      "La Rueda puede coincidir con un encuentro casual, un cambio repentino en el terreno que pisa una relación o alguien del pasado que vuelve a aparecer. Déjate llevar por el giro en lugar de aferrarte con fuerza, y observa si un viejo patrón amoroso te está pidiendo, por fin, que lo rompas.",
    career:
      "Puede que se respire un cambio en el trabajo o en el dinero: una oportunidad inesperada, una presentación afortunada o un ciclo que llega a su fin. Colócate en posición de aprovechar la subida manteniendo al día tus habilidades y tus contactos, y evita apostarlo todo a la suerte.",
    health:
      "Reflexiona sobre los ritmos naturales de tu energía, las horas y las estaciones en que te sientes con más fuerza o con más cansancio. Acompañar esos ciclos, y dejar que tus rutinas se adapten a medida que la vida cambia, suele favorecer el equilibrio más que luchar contra ellos.",
    personal_development:
      "La lección es hacer las paces con el cambio mientras aprendes a reconocer tus propios patrones recurrentes. Vuelve la vista a los puntos de inflexión anteriores para ver qué aprendiste y qué sigues repitiendo.",
    spirituality:
      "La Rueda habla del karma, de los ciclos y de un orden mayor detrás de los acontecimientos. Presta atención a las coincidencias significativas y cultiva un centro sereno, como el eje inmóvil de la rueda, que permanece firme mientras el borde gira.",
    projects:
      "Ahora el momento oportuno importa muchísimo. Una oportunidad puede surgir de repente, así que ten el proyecto listo para moverse y deja margen para novedades que nadie puede prever.",
    emotions:
      "El ánimo puede subir y bajar como el borde de la rueda, con circunstancias que cambian más deprisa de lo que los sentimientos tardan en asentarse. Ánclate en las cosas y las personas que permanecen constantes mientras todo lo demás se mueve.",
    creativity:
      "La inspiración puede llegar en ráfagas inesperadas, o una idea abandonada puede volver, por fin madura. Acompaña las estaciones creativas: trabaja a fondo en las subidas y deja que tu tierra descanse en barbecho durante las pausas.",
  },
  advice: "Mantente flexible y alerta mientras gira la rueda, con disposición para actuar cuando llegue la oportunidad.",
  yesNoReason:
    "Los resultados todavía están en movimiento y dependen del momento y de cómo respondas al cambio, así que la Rueda responde quizá.",
  element: "Fuego",
  astrology: "Júpiter",
  imageAlt:
    "Una gran rueda anaranjada con letras y símbolos alquímicos gira entre las nubes; en lo alto se posa una esfinge azul con una espada, una serpiente amarilla se desliza por su lado izquierdo y una figura roja con cabeza de chacal asciende por el derecho. En las cuatro esquinas, figuras aladas de un ángel, un águila, un toro y un león leen libros abiertos.",
};
