import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "El Diablo",
  keywords: {
    upright: ["apego", "tentación", "patrones dañinos", "materialismo", "sensación de encierro", "lado oscuro", "compulsión"],
    reversed: ["romper las cadenas", "liberación", "recuperar tu poder", "ver el patrón", "desapego", "enfrentar la sombra"],
  },
  summary:
    "Una figura con cuernos se cierne sobre una pareja encadenada cuyos collares, flojos, podrían quitarse. Las ataduras que te sujetan pueden estar más sueltas de lo que parecen.",
  upright:
    "Bajo una figura con cuernos y alas de murciélago, con un pentagrama invertido en la frente, un hombre y una mujer están encadenados a un pedestal negro. A ellos también les han crecido pequeños cuernos y colas, como si empezaran a parecerse a aquello que los ata. Pero mira con atención: las cadenas que rodean sus cuellos cuelgan tan flojas que podrían quitárselas. El Diablo habla de los lazos que aceptamos, a menudo sin darnos cuenta, y que limitan nuestra libertad." +
    "\n\n" +
    "Esta carta puede señalar hábitos, dependencias, relaciones o ambiciones que han cobrado vida propia. También puede poner de relieve el materialismo, o la atracción del placer inmediato por encima del bienestar a largo plazo. Nada de esto pretende avergonzarte. El Diablo te pide que mires con honestidad qué es lo que te atrapa y qué ganas tú manteniéndolo. Ponerle nombre al patrón es el primer aflojamiento de la cadena, y el apoyo de otras personas puede ayudarte a quitártela.",
  reversed:
    "Boca abajo, esta carta suele marcar el momento del despertar. Reconoces un patrón como lo que es, y las ganas de liberarte se vuelven más fuertes que la comodidad de quedarte. Puede ser el comienzo de recuperar tiempo, energía o amor propio frente a algo que los estaba consumiendo en silencio." +
    "\n\n" +
    "Sin embargo, la liberación rara vez es un único acto dramático. Puede que recaigas, o que descubras que las viejas tentaciones vuelven con nuevos disfraces. Ten paciencia y habla contigo con sinceridad; cada pequeña negativa fortalece tu independencia. La carta invertida también puede pedirte que enfrentes el lado sombrío de tu personalidad, los celos, el miedo o el ansia que preferirías no ver, para que pierdan su poder oculto. En algunas lecturas advierte de que, por el contrario, un apego se ha hecho más profundo, y si es así, buscar apoyo es una señal de fortaleza.",
  categories: {
    general:
      "El Diablo te pregunta qué te mantiene en tu sitio y si lo has aceptado más de lo que crees. Mira con honestidad los patrones, deseos o miedos que llevan la voz cantante, y recuerda que las cadenas de la carta están flojas.",
    love:
      "En el amor, esta carta puede revelar una atracción intensa, pero también posesividad, codependencia o un vínculo del que cuesta salir. Pregúntate si la conexión se apoya en la libertad y el respeto mutuo o en el miedo, la costumbre y el control.",
    career:
      "En lo profesional, el Diablo puede describir unas esposas de oro: un trabajo que conservas por dinero o estatus aunque ya no te parezca el adecuado, o una cultura que premia el exceso de trabajo. En lo económico, ten cuidado con las deudas y con los gastos que nacen de la compulsión y no de la necesidad.",
    health:
      "Más que como algo médico, lee esta carta como un espejo de los hábitos que se han arraigado, ya sea en torno a las pantallas, las sustancias, la comida o el exceso de trabajo. Fíjate en lo que buscas cuando tienes cansancio o estrés; si un patrón te parece difícil de cambiar por tu cuenta, un profesional cualificado o un grupo de apoyo pueden ayudarte.",
    personal_development:
      "Aquí el crecimiento personal pasa por el trabajo con la sombra: encontrarte con las partes de ti que preferirías esconder. Entender por qué se formó un patrón afloja su dominio y te devuelve una elección real.",
    spirituality:
      "En lo espiritual, el Diablo señala todo aquello que te distrae de tus valores más profundos, incluidas las obsesiones materiales y los dogmas rígidos. La conciencia sin autocondena es el camino hacia la libertad.",
    projects:
      "Un plan puede estar impulsado por el ego, el miedo a quedarte fuera o el tiempo y el dinero ya invertidos, que hacen difícil abandonarlo. Revisa tus verdaderos motivos y pregúntate si el proyecto te sirve a ti o si has empezado a servirle tú a él.",
    emotions:
      "Puede que te sientas a merced de emociones fuertes como los celos, el ansia o el resentimiento. Trátalas como información y no como órdenes; a menudo basta con nombrar lo que sientes para aflojar su dominio.",
    creativity:
      "En lo creativo, el Diablo puede liberar una energía cruda y provocadora si te animas a explorar temas más oscuros. Solo asegúrate de que el perfeccionismo o el ansia de aprobación no te estén encadenando a la obra.",
  },
  advice: "Ponle nombre a lo que te sujeta y comprueba lo floja que está en realidad la cadena.",
  yesNoReason:
    "El Diablo se inclina hacia el no porque la pregunta puede estar enredada con apegos, tentaciones o presiones que no te harían bien.",
  element: "Tierra",
  astrology: "Capricornio",
  imageAlt:
    "Un diablo con cuernos y alas de murciélago, con un pentagrama invertido en la frente, está agazapado sobre un pedestal negro, con una mano alzada y en la otra una antorcha encendida que apunta hacia abajo. Debajo, un hombre y una mujer desnudos, con pequeños cuernos y colas, están encadenados por el cuello al pedestal con cadenas flojas.",
};
