import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "El Ermitaño",
  keywords: {
    upright: ["soledad", "introspección", "guía interior", "sabiduría", "búsqueda interior", "retiro tranquilo"],
    reversed: ["aislamiento", "sentimiento de soledad", "evasión", "desorientación", "exceso de análisis", "rechazar consejos"],
  },
  summary:
    "Solo en una cumbre nevada, el Ermitaño alza un farol que guarda una única estrella: la sabiduría que se encuentra en la soledad y una luz que llevas para ti y para los demás.",
  upright:
    "El Ermitaño está de pie en una cima fría, envuelto en un largo manto gris, con el farol en alto. Dentro del farol brilla una estrella de seis puntas, una luz pequeña y constante que solo muestra los próximos pasos. Su alto bastón lo sostiene en la subida, y la nieve que lo rodea habla de la distancia que lo separa del ruido de la vida corriente. Se ha retirado no para huir, sino para buscar lo que de verdad importa." +
    "\n\n" +
    "Cuando aparece, apartarte de las multitudes y del flujo constante de estímulos puede ayudarte a oír tus propios pensamientos. La reflexión, el estudio y el tiempo a solas sin prisas ofrecen una comprensión que ninguna voz externa puede darte. Cuando hayas encontrado tu propia luz, quizá llegues a guiar a otras personas; fíjate en que el Ermitaño sostiene su farol en alto, donde se puede ver. Ve más despacio y deja que la comprensión madure a su ritmo.",
  reversed:
    "Invertido, la soledad puede agriarse hasta volverse aislamiento. Quizá llevas tanto tiempo en retiro que ahora te resulta solitario o estancado, o tal vez evitas a las personas y las decisiones con la excusa de que necesitas tiempo a solas. Un farol que nadie más ve nunca empieza a parecer una luz muy pequeña. El perfeccionismo y el análisis interminable también pueden retenerte en la montaña mucho después de haber aprendido la lección." +
    "\n\n" +
    "También puede ocurrir lo contrario: tienes tanta actividad y tanta gente alrededor que no queda ningún espacio para la reflexión, y por eso te sientes sin rumbo. En cualquier caso, busca el equilibrio. Tiende la mano si has estado escondiéndote; crea un rato de silencio si te has estado ahogando en el ruido. Una sola conversación sincera con alguien de confianza puede volver a encender el farol. La sabiduría reunida en soledad necesita conexión antes de resultar útil.",
  categories: {
    general:
      "Un periodo de reflexión te servirá más que lanzarte hacia delante. Apártate del bullicio, ordena tus pensamientos y confía en la comprensión que aflora en el silencio.",
    love:
      "El Ermitaño puede describir una temporada elegida sin pareja, o la necesidad de tener espacio para respirar dentro de una relación. Comprenderte primero te ayudará a amar con más claridad, y una pareja que respeta tu necesidad de reflexión es una buena señal.",
    career:
      "Puede que estés replanteando tu rumbo o buscando un trabajo con un sentido más profundo. Se ven favorecidos el trabajo concentrado en solitario, la investigación y el conocimiento especializado; busca el consejo de un mentor con experiencia, o conviértete en ese mentor para otra persona.",
    health:
      "Pregúntate si tienes suficiente silencio, descanso y tiempo lejos de la estimulación constante. Los paseos en solitario o unas rutinas nocturnas tranquilas pueden devolverte la energía, pero observa si el retiro se desliza hacia el aislamiento y, si es así, busca a tus amistades o a un profesional.",
    personal_development:
      "Es un momento fértil para la búsqueda interior y una mirada honesta hacia ti. Escribir un diario, un breve retiro o una lectura lenta y atenta pueden iluminar el siguiente tramo de tu camino.",
    spirituality:
      "El Ermitaño es el arquetipo del buscador en un camino solitario. La meditación, la contemplación o el tiempo en lugares salvajes pueden traerte comprensión, y la luz que sigues arde dentro de tu propio farol, no en el de otra persona.",
    projects:
      "Piensa antes de actuar: un análisis cuidadoso y una buena planificación ahora te ahorrarán errores costosos más adelante. Trabaja los detalles con calma y método, muy al estilo de Virgo, antes de enseñarle el plan a nadie.",
    emotions:
      "Puede que tu ánimo esté vuelto hacia dentro, más apagado, o que necesites tiempo a solas. Respeta esa necesidad sin soltar el hilo que te une a las personas que te importan.",
    creativity:
      "La soledad alimenta ahora tu creatividad. Retírate al taller, al escritorio o al cuaderno, lejos de las opiniones ajenas, y deja que la obra se desarrolle a su manera antes de compartirla.",
  },
  advice: "Retírate a una reflexión tranquila y sigue la luz pequeña y constante de tu propia comprensión.",
  yesNoReason:
    "La respuesta necesita más mirada interior antes de mostrarse, así que el Ermitaño ofrece un quizá.",
  element: "Tierra",
  astrology: "Virgo",
  imageAlt:
    "Un anciano barbudo con un largo manto gris con capucha está solo en una cumbre nevada; sostiene en alto un farol con una estrella de seis puntas que resplandece y se apoya en un alto bastón amarillo. Detrás de él se extiende un cielo liso de color gris azulado.",
};
