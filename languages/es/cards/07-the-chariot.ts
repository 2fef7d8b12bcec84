import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "El Carro",
  keywords: {
    upright: ["determinación", "voluntad", "victoria", "impulso", "autodisciplina", "rumbo claro"],
    reversed: ["falta de rumbo", "pérdida de control", "fuerzas opuestas", "agresividad", "avance estancado", "forzar resultados"],
  },
  summary:
    "Un joven vencedor sale de la ciudad guiando una esfinge negra y otra blanca solo con su voluntad: un impulso concentrado que convierte fuerzas opuestas en avance.",
  upright:
    "El conductor del Carro no lleva riendas. Va de pie en un carruaje de piedra bajo un dosel de estrellas, con lunas crecientes en los hombros y una vara en la mano, mientras dos esfinges, una negra y otra blanca, descansan ante él. Lo que las mantiene avanzando juntas no es el cuero ni el látigo, sino su concentración. Detrás queda la ciudad amurallada que abandona; delante, el terreno que se propone conquistar." +
    "\n\n" +
    "Esta carta anuncia el triunfo gracias a la determinación. Puede que el corazón y la cabeza, o exigencias que compiten entre sí, tiren de ti en direcciones opuestas; sin embargo, lo que trae el éxito es aprovechar ambas fuerzas en lugar de renunciar a una. Mantén la disciplina, no pierdas de vista el destino y avanza. Su vínculo con Cáncer recuerda que la armadura suele proteger un corazón sensible; la seguridad aquí nace de la firmeza interior, no de la fanfarronería.",
  reversed:
    "Boca abajo, las esfinges tiran cada una hacia un lado y el carro no va a ninguna parte. Los planes pueden estancarse, la motivación puede decaer, o puedes sentir que la vida te conduce a ti y no al revés. La frustración puede desbordarse en agresividad o en un empuje obstinado que solo quema combustible. Quizá intentas conducir dos vehículos a la vez, prometiendo avances en todos los frentes sin moverte en ninguno." +
    "\n\n" +
    "Pregúntate dónde se ha desdibujado tu rumbo. Tal vez persigues una meta que en realidad pertenece a otra persona, o intentas forzar resultados que no cederán a la presión. Haz una pausa, haz balance y vuelve a alinearte antes de seguir; deja descansar a los animales antes de pedirles que corran de nuevo. A veces la verdadera victoria es recuperar el dominio propio, y luego elegir un camino y comprometerte con él.",
  categories: {
    general:
      "El avance está a tu alcance si reúnes tu energía y mantienes el compromiso. Mantén tu objetivo fijo ante tus ojos y no dejes que las fuerzas que compiten por tu atención te desvíen.",
    love:
      "El Carro pide intenciones claras en el amor, tanto si estás conquistando a alguien como si guías una relación a través de un tramo difícil. La clave es equilibrar la independencia con la vida en pareja, y las cosas pueden avanzar deprisa cuando las dos personas van en la misma dirección.",
    career:
      "Se recompensa la ambición: se ven favorecidos un ascenso, una victoria frente a la competencia o un objetivo difícil de alcanzar. Gestiona las exigencias contradictorias con disciplina y no pierdas de vista la meta; también pueden aparecer viajes de trabajo.",
    health:
      "El empuje es un recurso que conviene vigilar: la determinación puede sostener rutinas saludables, pero forzar sin descanso puede vaciar el depósito. Equilibra el esfuerzo con la recuperación y guíate por cómo te sientes de verdad, no solo por la fuerza de voluntad.",
    personal_development:
      "Las lecciones son el enfoque y la autodisciplina. Aprende a hacer que las partes opuestas de ti, como la prudencia y el valor, tiren juntas bajo el mismo yugo en lugar de pelear por el mando.",
    spirituality:
      "La tarea espiritual aquí es el dominio propio: guiar el instinto y la emoción con una voluntad serena y consciente. Una práctica que mantienes incluso los días en que flaquea la motivación construye una auténtica autoridad interior.",
    projects:
      "El impulso está de tu parte. Fija hitos firmes, haz que el equipo tire en una sola dirección y toma decisiones resueltas cuando surjan obstáculos, en lugar de dejar que detengan todo el vehículo.",
    emotions:
      "Puede que sientas empuje, confianza y ganas de afrontar un desafío, con sentimientos intensos puestos al servicio de una meta. Protege tu lado más sensible, pero no permitas que la armadura deje fuera a las personas que te quieren.",
    creativity:
      "Canaliza la energía creativa hacia terminar: los plazos y el esfuerzo sostenido llevan una obra hasta la meta. Combina influencias e ideas contrastantes en lugar de elegir entre ellas; la tensión es tu motor.",
  },
  advice: "Mantén tu rumbo con un enfoque firme y deja que la determinación te lleve más allá de las fuerzas que intentan dividirte.",
  yesNoReason:
    "El esfuerzo sostenido y una dirección elegida con claridad apuntan al sí, siempre que sigas llevando el timón.",
  element: "Agua",
  astrology: "Cáncer",
  imageAlt:
    "Un joven auriga con armadura y una corona rematada por una estrella está de pie en un carro de piedra bajo un dosel azul de estrellas; sostiene una vara y lleva lunas crecientes en los hombros. Dos esfinges, una negra y otra blanca, descansan ante el carro, y detrás de un río se alza una ciudad amurallada de tejados rojos.",
};
