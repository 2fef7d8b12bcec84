import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "El Hierofante",
  keywords: {
    upright: ["tradición", "enseñanza", "creencias compartidas", "instituciones", "guía de un maestro", "rituales"],
    reversed: ["rebeldía", "dogmatismo", "caminos poco convencionales", "cuestionar la autoridad", "conformismo vacío", "creencias propias"],
  },
  summary:
    "Con la mano alzada para bendecir a dos discípulos arrodillados, el Hierofante representa la sabiduría heredada, el valor de los maestros y las tradiciones, y las comunidades unidas por valores compartidos.",
  upright:
    "El Hierofante está sentado en un templo entre dos columnas grises, con una triple corona y una cruz triple en la mano. Ante él se arrodillan dos seguidores, y a sus pies descansan unas llaves cruzadas, emblema del conocimiento que se le ha confiado para que lo transmita. Donde la Sacerdotisa guarda sus secretos tras un velo, el Hierofante enseña abiertamente y traduce el misterio en prácticas que toda una comunidad puede compartir." +
    "\n\n" +
    "Esta carta suele aparecer cuando te conviene aprender de un sistema establecido: un curso, un mentor, una institución respetada o costumbres que han superado la prueba del tiempo. También puede señalar ceremonias como bodas, graduaciones y ritos de paso. Seguir un camino probado no es falta de imaginación. A veces lo más sabio es dominar la forma antes de transformarla.",
  reversed:
    "Invertido, el Hierofante señala un roce con las convenciones. Las reglas que antes daban sentido a la vida pueden sentirse ahora vacías o asfixiantes, y quizá te encuentres en el momento de cuestionar creencias heredadas de la familia, la fe o la profesión. Apartarse puede ser sano y valiente cuando nace de la convicción y no de la simple rebeldía. Puede que te sientas como la nota discordante en un grupo cuyos rituales ya no te dicen nada." +
    "\n\n" +
    "La otra cara de esta inversión es el conformismo ciego: hacer lo que se espera porque es más fácil que preguntarse si encaja. Observa con atención cualquier autoridad que desaliente las preguntas. Tu tarea es descubrir qué tradiciones quieres conservar de verdad y cuáles te sientes en condiciones de dejar atrás, y luego construir tus propios principios con el cuidado que pondría un buen maestro. Con el tiempo, tu propia conciencia puede convertirse en una maestra digna de seguir.",
  categories: {
    general:
      "Los métodos establecidos y los consejos de confianza son ahora la guía más segura. Piensa en quién ha recorrido este camino antes que tú y aprende de esas personas antes de inventar algo completamente nuevo.",
    love:
      "El Hierofante favorece el compromiso, los valores compartidos y las relaciones que siguen un camino reconocible, a veces hacia el matrimonio u otra promesa formal. La afinidad de creencias, las expectativas familiares y las tradiciones que aporta cada persona pueden estar en el centro de la cuestión.",
    career:
      "Se recompensa trabajar dentro de una organización, obtener titulaciones o cumplir con los estándares de la profesión. Un mentor o un colega con más experiencia puede abrirte puertas, y las decisiones económicas convencionales y bien probadas se ven favorecidas frente a la especulación.",
    health:
      "Haz balance de si tus rutinas y tus fuentes de orientación apoyan de verdad tu bienestar. Los enfoques bien contrastados y las revisiones periódicas con un profesional cualificado encajan mejor con esta carta que las modas pasajeras o los remedios sin probar.",
    personal_development:
      "El estudio, el aprendizaje de un oficio y la formación estructurada te ayudan a crecer ahora. Busca a un maestro cuyos valores respetes, y más adelante observa cuáles de sus lecciones quieres hacer realmente tuyas.",
    spirituality:
      "Esta carta apunta hacia la práctica organizada, el ritual sagrado y la comunidad espiritual. Tanto si vuelves a una tradición conocida como si exploras una nueva, la práctica compartida y la guía de alguien con conocimiento pueden hacer más profundo tu camino.",
    projects:
      "Sigue las buenas prácticas establecidas, consulta a personas expertas y apóyate en marcos probados. No es el momento de atajos sin comprobar; un plan sólido y convencional llevará el trabajo más lejos.",
    emotions:
      "Puede que encuentres consuelo en la pertenencia, la rutina y la tranquilidad que dan las personas que comparten tus valores. Si las expectativas te resultan asfixiantes, nombra esa tensión con suavidad en lugar de apartarla.",
    creativity:
      "Aprende las técnicas clásicas y estudia a los maestros de tu oficio. Trabajar dentro de una forma tradicional, como un soneto, una fuga o una naturaleza muerta, afina la destreza antes de que rompas las reglas a propósito.",
  },
  advice: "Busca a un maestro de confianza o una tradición probada, y aprende sus lecciones antes de decidir qué cambiar.",
  yesNoReason:
    "El éxito depende de lo bien que tu plan encaje con las reglas y expectativas ya establecidas, por eso el Hierofante responde quizá.",
  element: "Tierra",
  astrology: "Tauro",
  imageAlt:
    "Una figura religiosa con túnica roja y triple corona de oro está sentada entre dos columnas de piedra gris; alza la mano derecha para bendecir y sostiene en la izquierda una cruz triple dorada. Dos seguidores tonsurados con túnicas estampadas se arrodillan ante él, y dos llaves cruzadas descansan sobre la alfombra roja a sus pies.",
};
