import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Templanza",
  keywords: {
    upright: ["equilibrio", "moderación", "paciencia", "mezcla", "sanación", "propósito", "camino del medio"],
    reversed: ["exceso", "desequilibrio", "impaciencia", "discordia", "exceso de compromisos", "falta de armonía"],
  },
  summary:
    "Un ángel alado vierte agua entre dos copas doradas, con un pie en tierra y otro en un estanque. La mezcla paciente de los opuestos crea algo completo.",
  upright:
    "Un ángel de grandes alas rojas está de pie con un pie sobre una piedra y el otro dentro de un estanque, y vierte agua de una copa dorada a otra. El chorro parece fluir en un ángulo imposible, señal de que ocurre algo alquímico: dos cosas se mezclan hasta convertirse en una tercera. Un sendero serpentea desde el agua hacia unas montañas lejanas donde se eleva una corona de luz. La Templanza es el arte de encontrar la medida justa, una y otra vez." +
    "\n\n" +
    "Cuando aparece esta carta, se te anima a ir más despacio y a combinar en lugar de elegir. Trabajo y descanso, corazón y cabeza, ambición y cuidado: cada uno necesita al otro en la proporción adecuada. El triángulo de la túnica del ángel y el resplandor alrededor de su cabeza sugieren que este equilibrio sirve a un propósito mayor. El avance puede ser gradual, pero es constante y está bien integrado, y la paciencia de ahora te ahorra tener que deshacer más adelante decisiones precipitadas.",
  reversed:
    "En posición invertida, el agua se derrama. Algo está fuera de proporción: demasiado trabajo y muy poco descanso, dar demasiado y no recibir lo suficiente, o un vaivén entre extremos que te deja sin fuerzas. Puede que sientas impaciencia y quieras resultados más rápido de lo que la situación permite, o que descubras que las personas a tu alrededor tiran en direcciones opuestas." +
    "\n\n" +
    "Observa dónde ha fallado la mezcla en lugar de culparte. ¿Qué hábitos se han ido deslizando hacia el exceso y qué has descuidado? Los pequeños ajustes hechos con constancia vuelven a alinear las copas con más seguridad que las correcciones drásticas. La carta invertida también puede señalar un choque de valores en una pareja o en un equipo, donde encontrar un terreno común quizá exija que cada parte ceda un poco. Reajusta con suavidad y deja que el camino del medio sea una práctica más que una regla.",
  categories: {
    general:
      "La Templanza favorece un enfoque paciente y equilibrado frente a los movimientos drásticos. Combina con cuidado los distintos elementos de tu situación y confía en que un avance constante te llevará adonde quieres ir.",
    love:
      "En las relaciones, esta carta muestra una armonía construida a base de acuerdos, ajustes mutuos y una comunicación serena. Dos personas diferentes están aprendiendo a crear algo compartido, así que dale tiempo al proceso y mantente lejos de extremos como los celos o el distanciamiento.",
    career:
      "En el trabajo, la Templanza apoya la colaboración, la mediación y una gestión cuidadosa de los recursos. En lo económico aconseja moderación: evita los gastos impulsivos y las apuestas arriesgadas, y busca un ritmo sostenible en lugar de rachas de exceso de trabajo.",
    health:
      "Aquí el ángel te empuja con suavidad hacia la moderación en tus ritmos diarios, con el sueño, el movimiento, las comidas y el tiempo frente a las pantallas en proporciones sensatas. Piensa en dónde tiendes a excederte o a privarte, y haz pequeños ajustes que de verdad puedas mantener.",
    personal_development:
      "El crecimiento llega al integrar las distintas partes de ti en lugar de reprimir alguna de ellas. Practica la paciencia, fíjate en tus extremos y deja que el autoconocimiento se desarrolle con un esfuerzo constante y repetido.",
    spirituality:
      "La Templanza es una carta de alquimia interior, en la que la vida diaria y la práctica espiritual fluyen la una en la otra como el agua entre las dos copas. Una práctica constante y moderada te sirve más que los arrebatos intensos y ocasionales.",
    projects:
      "Los planes prosperan con un ritmo cuidadoso y la combinación adecuada de personas y recursos. Prueba las ideas en pequeñas tandas, ajusta la mezcla a medida que aprendes y resiste la tentación de correr hacia la meta.",
    emotions:
      "Puede que estés encontrando un centro más sereno después de una etapa turbulenta. Deja que las emociones fluyan a través de ti sin represarlas ni dejar que te desborden; el equilibrio vuelve cuando le das a cada sentimiento el peso que le corresponde.",
    creativity:
      "En lo creativo, experimenta mezclando técnicas, géneros o influencias que rara vez se encuentran. Las capas pacientes y el refinamiento darán un resultado más rico que un único trazo audaz.",
  },
  advice: "Encuentra la medida justa para cada parte de tu vida y deja que la paciencia haga la mezcla.",
  yesNoReason:
    "La Templanza se inclina hacia el sí, aunque normalmente a través de un avance constante y paciente más que de un salto repentino.",
  element: "Fuego",
  astrology: "Sagitario",
  imageAlt:
    "Un ángel alado con túnica blanca y un triángulo naranja en el pecho vierte agua entre dos copas doradas, de pie con un pie sobre una roca y el otro en un estanque. Junto al agua crecen lirios amarillos, y un sendero conduce hacia unas montañas azules bajo un sol resplandeciente.",
};
