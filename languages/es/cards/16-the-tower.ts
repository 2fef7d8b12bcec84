import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Torre",
  keywords: {
    upright: ["cambio repentino", "conmoción", "revelación", "caída de las ilusiones", "despertar", "avance decisivo", "ruptura"],
    reversed: ["desastre evitado", "miedo al cambio", "conmoción aplazada", "agitación interior", "aferrarse a estructuras", "reconstrucción"],
  },
  summary:
    "Un rayo golpea una torre alta, le arranca la corona y hace caer a dos figuras. Lo que se construyó sobre un terreno inestable se derrumba y la verdad queda al descubierto.",
  upright:
    "Un rayo parte la cima de una torre gris encaramada en un pico rocoso. Su corona dorada se desploma, las llamas brotan de las ventanas y dos figuras caen de cabeza por el cielo oscuro, rodeadas de gotas de fuego. La Torre es la carta de la ruptura repentina: una estructura que parecía sólida resulta descansar sobre una premisa falsa y ya no puede seguir en pie." +
    "\n\n" +
    "En el momento puede resultar impactante. Un plan se viene abajo, sale a la luz un secreto o una creencia en la que confiabas resulta ser falsa. Pero el rayo también es iluminación. Lo que se derrumba es lo que no era sólido, y el claro que queda después te da la oportunidad de construir sobre cimientos honestos. No hace falta que recibas con alegría la conmoción para aprender de ella. Céntrate en lo que es real ahora, ocúpate de lo esencial y deja que se asiente el polvo antes de decidir qué reconstruir.",
  reversed:
    "Una Torre invertida puede sugerir una conmoción que se ha evitado por poco, o una que está ocurriendo dentro de ti más que a tu alrededor. Quizá notas que se forman grietas y te esfuerzas mucho por sostener los muros. A veces ese esfuerzo es sabio; otras veces solo retrasa un ajuste de cuentas que sería más suave si se afrontara antes." +
    "\n\n" +
    "Esta posición también describe las secuelas de una sacudida, cuando estás revisando los escombros y decidiendo qué conservar. El miedo al cambio puede ser más fuerte que el propio cambio. Pregúntate si te aferras a una estructura porque todavía te da cobijo o simplemente porque te resulta familiar. Una renovación controlada, elegida en tus propios términos, puede ahorrarte el rayo. Y si la tormenta ya ha pasado, reconócete el mérito de haberla atravesado antes de colocar la primera piedra nueva.",
  categories: {
    general:
      "La Torre señala un cambio repentino que deja al descubierto lo que era inestable. Inquieta, pero barre las ilusiones y te da la oportunidad de reconstruir sobre un terreno más firme.",
    love:
      "En las relaciones, una verdad puede salir a la superficie de golpe, o una discusión puede sacar a la luz asuntos enterrados desde hace tiempo. Por doloroso que resulte, puede romper un patrón desgastado; la honestidad ahora permite una renovación o una separación clara y necesaria.",
    career:
      "En el trabajo, presta atención a reestructuraciones, cambios bruscos de planes o una revelación que transforme tu manera de ver tu empleo. Mantén el equilibrio centrándote en tus habilidades y en lo esencial, y toma la sacudida como una oportunidad para replantearte el rumbo.",
    health:
      "Usa esta carta para reflexionar sobre lo que le ocurre a tu energía en momentos de estrés repentino. Date más descanso, rutinas estables y compañía que te apoye mientras las cosas están revueltas, y acude a un profesional si la tensión se te hace pesada.",
    personal_development:
      "Una creencia sobre ti o sobre el mundo puede derrumbarse y desorientarte durante un tiempo. Por incómodo que sea, este avance decisivo deja espacio a una identidad más auténtica, construida sobre lo que ahora sabes que es verdad.",
    spirituality:
      "En lo espiritual, la Torre es un destello de comprensión repentina, de esos que hacen añicos las viejas certezas. Deja que el rayo te muestre lo que era falso y ábrete a la visión más amplia que revela.",
    projects:
      "Un plan puede toparse con un obstáculo inesperado o revelar un fallo de fondo. En lugar de tapar las grietas, juzga con honestidad si conviene reconstruir desde los cimientos o reorientar tu esfuerzo.",
    emotions:
      "Los sentimientos pueden ser intensos y caóticos mientras cambia algo en lo que confiabas. Sé amable contigo; la conmoción necesita tiempo para asentarse, y la estabilidad vuelve paso a paso.",
    creativity:
      "En lo creativo, la Torre trae una chispa disruptiva capaz de romper bloqueos y fórmulas gastadas. Acoge el caos como materia prima y luego da forma a lo que sobreviva para crear algo más audaz.",
  },
  advice: "Cuando algo se derrumbe, apóyate en lo que es verdad y vuelve a construir sobre cimientos más firmes.",
  yesNoReason:
    "La Torre se inclina hacia el no porque es probable que la situación actual se vea sacudida, aunque lo que venga después de la conmoción resulte mejor.",
  element: "Fuego",
  astrology: "Marte",
  imageAlt:
    "Un rayo golpea la cima de una torre gris y alta sobre un risco, le arranca la corona dorada y hace que las llamas salgan por las ventanas. Dos figuras, una de ellas coronada, caen de cabeza por un cielo negro salpicado de nubes grises y gotas de fuego amarillas.",
};
