import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Emperatriz",
  keywords: {
    upright: ["abundancia", "cuidado", "fertilidad", "sensualidad", "crecimiento natural", "bienestar"],
    reversed: ["bloqueo creativo", "cuidado asfixiante", "descuido personal", "dependencia", "estancamiento", "exceso"],
  },
  summary:
    "Entre trigo que madura y un arroyo que corre, la Emperatriz encarna el crecimiento que nace del cuidado: creatividad, bienestar y abundancia que florecen cuando se atienden con paciencia.",
  upright:
    "Todo lo que rodea a la Emperatriz está vivo y madurando. El trigo crece espeso a sus pies, una cascada brota del bosque que tiene detrás y el escudo en forma de corazón que descansa a su lado lleva el signo de Venus, planeta del amor y del placer. Es la gran cuidadora de la baraja, y su presencia anuncia una temporada en la que lo que has sembrado, ya sean relaciones, ideas o un jardín de verdad, está listo para florecer." +
    "\n\n" +
    "Te pide que te entregues de lleno a los sentidos: la buena comida, el tacto, la belleza, el tiempo al aire libre. En su mundo, la abundancia no llega empujando más fuerte, sino creando las condiciones para que el crecimiento suceda por sí solo. Cuida a los demás con generosidad y recuerda que tú también mereces cuidados. Aquí el bienestar no es pereza; es tierra fértil.",
  reversed:
    "Invertida, la cascada de la Emperatriz se reduce a un hilo de agua. La creatividad puede sentirse bloqueada, o el cuidado que das se ha desbordado hasta dar de más y dejarte sin fuerzas mientras todos los demás se apoyan en ti. A veces el patrón va en sentido contrario y el cariño se vuelve asfixiante, con ayudas impuestas a personas que nunca las pidieron." +
    "\n\n" +
    "También puede aparecer el exceso: buscar consuelo de más porque algo más profundo se queda sin alimento. Otra versión es el descuido del cuerpo y de los sentidos: vivir en tu cabeza, saltarte comidas, olvidar qué se siente con el placer. El remedio es suave y práctico, y el descanso no es un premio que tengas que ganarte. Reconecta con la naturaleza, repón primero tus propias reservas y deja que las cosas crezcan a su ritmo en vez de exigir frutos a una semilla que plantaste ayer.",
  categories: {
    general:
      "Es una carta fértil y generosa: algo en tu vida está creciendo bien y merece que sigas cuidándolo. Apóyate en el bienestar, la belleza y la paciencia, y deja que los resultados maduren a su tiempo.",
    love:
      "La Emperatriz trae calidez, afecto y conexión sensual, y a menudo describe una relación que se profundiza hasta volverse un lugar de cuidado y seguridad. Expresa el amor con atención y presencia física; para algunas personas también toca temas como la familia, la creación de un hogar o el embarazo.",
    career:
      "Son posibles el crecimiento y la abundancia material, sobre todo en trabajos que cuidan, embellecen o crean. Trata tu carrera como un jardín: invierte con constancia, muestra generosidad con tus colegas y deja que la prosperidad se acumule en lugar de perseguir ganancias rápidas.",
    health:
      "Observa lo bien que te nutres en todos los sentidos: comidas que disfrutas, tiempo entre árboles o junto al agua, un sueño reparador y el simple placer de habitar tu cuerpo. La Emperatriz valora el equilibrio por encima de los regímenes estrictos, así que fíjate en dónde cuidar de los demás ha desplazado el cuidado que te debes.",
    personal_development:
      "La autoestima crece cuando te tratas con la misma amabilidad que muestras sin esfuerzo a los demás. Practica recibir, ya sean cumplidos, ayuda o descanso, como una habilidad tan valiosa como dar.",
    spirituality:
      "Aquí la espiritualidad es terrenal y encarnada: lo sagrado se encuentra en las estaciones, la tierra, el hacer con las manos y el propio cuerpo. Cuidar un jardín, caminar despacio, cocinar con atención o celebrar los ciclos de la naturaleza pueden convertirse en una verdadera práctica.",
    projects:
      "Un proyecto que ya está en marcha va ganando fuerza y pronto podría estar listo para la cosecha. Sigue atendiéndolo con constancia, haz agradable el entorno de trabajo y resiste la tentación de desenterrar las raíces solo para comprobar que están creciendo.",
    emotions:
      "Puede que sientas satisfacción, amor y plenitud emocional, o simplemente que estás más a gusto en tu propia piel. Si por el contrario te sientes sin energía, tómalo como una señal para volver a llenar tu propia copa antes de servir más a los demás.",
    creativity:
      "La Emperatriz es una de las fuerzas más creativas de la baraja, fértil en ideas que quieren nacer. Trabaja con texturas, colores y sentidos, y deja que el propio acto de crear sea un placer y no un examen que tengas que aprobar.",
  },
  advice: "Cuida lo que amas, sin olvidarte de ti, y dale el tiempo que necesita para crecer.",
  yesNoReason:
    "La Emperatriz se inclina hacia el sí porque su energía es fértil y generosa, y favorece el crecimiento y un desenlace cálido.",
  element: "Tierra",
  astrology: "Venus",
  imageAlt:
    "Una mujer de cabello rubio, con una corona de estrellas y un vestido blanco estampado con granadas, está sentada sobre cojines rojos y sostiene un cetro; a su lado hay un escudo en forma de corazón con el símbolo de Venus. A sus pies crece trigo dorado, y una cascada fluye desde un bosque verde oscuro bajo un cielo amarillo.",
};
