import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Luna",
  keywords: {
    upright: ["intuición", "ilusión", "incertidumbre", "sueños", "el subconsciente", "ansiedad", "lo oculto"],
    reversed: ["claridad que regresa", "soltar el miedo", "secretos que afloran", "autoengaño", "emociones reprimidas", "juicio equivocado"],
  },
  summary:
    "Una luna soñadora ilumina un sendero entre dos torres mientras un perro y un lobo aúllan y un cangrejo sale del agua. De noche, no todo es lo que parece.",
  upright:
    "Una luna llena que encierra un perfil de luna creciente mira hacia abajo con los ojos cerrados mientras caen gotas de luz hacia la tierra. Abajo, un perro y un lobo aúllan al cielo, uno domesticado y el otro salvaje, mientras un cangrejo de río sale de un estanque hacia un sendero que serpentea entre dos torres en dirección a unas colinas lejanas. La escena es extraña, onírica y está iluminada solo a medias. Es el reino de la intuición, la imaginación y todo lo que se agita bajo la superficie." +
    "\n\n" +
    "Cuando aparece la Luna, la claridad puede ser difícil de alcanzar. La información está incompleta, los sentimientos se amplifican y los miedos pueden adoptar formas más grandes de lo que los hechos justifican. En lugar de forzar la certeza, avanza despacio y confía en tus instintos, pero contrástalos con la realidad. Presta atención a los sueños, las imágenes que se repiten y las reacciones viscerales; pueden traer mensajes que tu mente racional ha pasado por alto. El camino está ahí, aunque solo puedas ver unos pocos pasos.",
  reversed:
    "Invertida, la Luna suele indicar que la niebla empieza a disiparse. La confusión da paso a la comprensión, un engaño sale a la luz o un miedo que cargabas resulta ser más pequeño de lo que parecía. Puede que sientas un alivio real al empezar a ver la situación a la luz del día." +
    "\n\n" +
    "La carta invertida también puede apuntar hacia dentro: emociones que has reprimido, ansiedades a las que no has puesto nombre o la costumbre de contarte una historia más cómoda que la verdadera. Si es así, saca estas cosas a la vista con suavidad. Escribir un diario, hablar con alguien de confianza o simplemente observar tus reacciones puede ayudarte. Ten cuidado con las decisiones que tomes mientras sigas sin orientación clara, y deja que la nueva claridad se asiente antes de actuar. Como el cangrejo que sale del estanque, lo que sube desde las profundidades puede recibirse y comprenderse.",
  categories: {
    general:
      "La Luna sugiere que la situación aún no está del todo a la vista y que las emociones o las suposiciones pueden estar tiñendo tu mirada. Avanza con cuidado, confía en tu intuición y espera a tener más luz antes de sacar conclusiones firmes.",
    love:
      "En las relaciones puede haber sentimientos no expresados, señales contradictorias o proyecciones que desdibujan el panorama. Evita sacar conclusiones precipitadas; las conversaciones suaves y sinceras ayudan a separar las preocupaciones reales de las imaginadas.",
    career:
      "En el trabajo, la información puede estar incompleta o las intenciones de cada cual pueden no estar claras. Revisa los detalles dos veces, ten cautela con los contratos o las promesas económicas que parezcan vagas y escucha tu instinto sobre las personas mientras reúnes datos.",
    health:
      "Esta carta invita a reflexionar sobre el descanso nocturno, los sueños y la manera en que la preocupación puede agotar tu energía. Las noches tranquilas, las rutinas que calman y fijarte en lo que te inquieta pueden ayudarte; si la ansiedad o el insomnio persisten, hablar con un profesional es un paso de cuidado.",
    personal_development:
      "El crecimiento llega al explorar tu mundo interior: los sueños, los miedos y las historias que te cuentas. Afrontar lo que acecha en las sombras con curiosidad en lugar de con temor construye un autoconocimiento genuino.",
    spirituality:
      "En lo espiritual, la Luna abre la puerta a la intuición, el trabajo con los sueños y los misterios del inconsciente. Honra estas experiencias, pero mantén los pies en la tierra y el discernimiento sobre lo que aceptas como verdad.",
    projects:
      "Los planes pueden estar rodeados de incertidumbre o de variables ocultas. Avanza paso a paso, pon a prueba tus suposiciones y aplaza el compromiso total hasta que el camino se vea con más claridad.",
    emotions:
      "Los sentimientos pueden ser profundos y difíciles de nombrar, con ansiedades que crecen por la noche o en los momentos de silencio. Permítete sentir sin creerte cada miedo; la mañana suele traer una mirada más amable.",
    creativity:
      "En lo creativo, la Luna es una fuente rica de imágenes, simbolismo e ideas oníricas. Sigue las asociaciones extrañas, lleva un diario de sueños y deja que la obra conserve su misterio durante un tiempo antes de darle forma.",
  },
  advice: "Deja que tu intuición te guíe en este tramo poco claro, pero contrasta tus miedos con los hechos antes de actuar.",
  yesNoReason:
    "La Luna se inclina hacia el quizá porque la situación sigue envuelta en incertidumbre y el panorama completo aún no ha salido a la luz.",
  element: "Agua",
  astrology: "Piscis",
  imageAlt:
    "Una gran luna amarilla con un rostro de perfil en forma de creciente brilla sobre un sendero que serpentea entre dos torres grises hacia unas montañas lejanas, mientras de ella caen gotas de luz. Un perro y un lobo aúllan a la luna, y en primer plano un cangrejo de río sale de un estanque.",
};
