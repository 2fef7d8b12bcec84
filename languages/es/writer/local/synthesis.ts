import type { SynthesisLines } from "../../../local-writer";
import { wordPattern } from "../../../writer";
import { oneColon } from "../../../quote-frames";
import { agree, names, namesDe, ordinal, v, type EsCard, type EsFocus } from "./grammar";

/** La síntesis: las cartas juntas, el consejo de la carta clave, ayuda real donde hace falta, un paso y la última frase de la voz. */

/** "Diga lo que diga el Sol", "Digan lo que digan el Sol y la Luna". */
const whatever = (cards: readonly EsCard[], singular: string, plural: string) => `${v(cards, singular, plural)} ${names(cards)}`;

export const SYNTHESIS: SynthesisLines<EsCard, EsFocus> = {
  transition: {
    gentle: [],
    direct: [() => `Ahora, el cuadro completo.`, ({ f }) => `Esto es lo esencial sobre ${f.topic.el}.`],
    practical: [() => `Ahora, el plan en su conjunto.`, ({ f }) => `Así se suma todo para ${f.topic.el}.`],
    mystic: [() => `Ahora dejemos que las imágenes hablen como una sola.`, ({ f }) => `Da un paso atrás, y sobre ${f.topic.el} los símbolos sueltos se vuelven un solo tapiz.`],
  },
  tie: {
    one_card: [
      ({ cards: [c], f, themes: [t] }) => `En conjunto, ${c.el} te ${v(c, "invita", "invitan")} a afrontar ${f.topic.el} con ${t.gift}.`,
      ({ cards: [c], f }) => `Con una sola carta, la lectura es un foco más que un pronóstico, y para ${f.topic.el} ese foco es ${c.el}.`,
      ({ cards: [c], f }) => `La carta única mantiene el mensaje sencillo: ${c.el} ${v(c, "es", "son")} el hilo que seguir en ${f.topic.el}.`,
    ],
    yes_no: [
      ({ cards, themes }) => `Juntas, ${names(cards)} describen una pregunta en la que intervienen ${themes[0].gift}, ${themes[1].gift} y ${themes[2].gift}.`,
      ({ cards, f, themes }) => `Vistas una junto a otra, ${names(cards)} te piden que mires ${f.topic.el} con ${themes[0].gift} y ${themes[2].gift}.`,
      ({ f, themes }) => `Sea cual sea el balance, estas tres cartas aportan ${themes[0].gift}, ${themes[1].gift} y ${themes[2].gift} ${f.topic.al}.`,
    ],
    three_cards: [
      ({ themes }) => `En conjunto, las cartas trazan una línea que va desde ${themes[0].weight}, a tu espalda, pasando por ${themes[1].gift} ahora, hasta ${themes[2].gift} por delante, y el presente es donde más puedes influir.`,
      ({ cards: [past, present, future] }) => `Pasado, presente y futuro se enlazan aquí: ${past.el} ${v(past, "preparó", "prepararon")} el terreno, ${present.el} ${v(present, "es", "son")} la tarea del momento y ${future.el} ${v(future, "es", "son")} la promesa si sigues adelante.`,
      ({ cards: [past, , future], f }) => `Vistas como un solo movimiento, las cartas llevan ${f.topic.el} desde ${past.el} hacia ${future.el}, y hoy es cuando ese viaje se puede orientar.`,
    ],
    tarot: [
      ({ cards }) => `En conjunto, la tirada muestra ${cards[0].el} ${agree(cards[0], "puest")} a prueba por ${cards[1].el}, con ${cards[2].el} por debajo; ${cards[3].el} ${v(cards[3], "ofrece", "ofrecen")} la salida y ${cards[4].el} ${v(cards[4], "muestra", "muestran")} adónde puede llevar.`,
      ({ cards }) => `Las cinco cartas forman una sola imagen: la situación ${cards[0].del} se encuentra con el desafío ${cards[1].del}, ${cards[2].el} ${v(cards[2], "moldea", "moldean")} las cosas desde abajo y el consejo ${cards[3].del} apunta hacia ${cards[4].el}.`,
      ({ cards, f }) => `Vista en conjunto, es una historia sobre ${f.topic.el} que va desde ${cards[0].el} hasta ${cards[4].el}, con ${cards[3].el} como salida.`,
    ],
    generic: [
      ({ cards, f }) => `En conjunto, ${names(cards)} ${v(cards, "cuenta", "cuentan")} una sola historia sobre ${f.topic.el}.`,
      ({ cards, f }) => `Leída en orden, la tirada va desde ${cards[0].el} hacia ${cards[cards.length - 1].el}, y cada carta del camino añade algo propio ${f.topic.al}.`,
      ({ cards, f }) => `Vista en conjunto, la tirada cuenta una sola historia sobre ${f.topic.el}, y se inclina hacia ${cards[cards.length - 1].el}.`,
    ],
  },
  careTie: [
    ({ cards, f }) => `Aquí ${names(cards)} ${v(cards, "habla", "hablan")} menos de resultados que de cómo llevar ${f.topic.el}: con paciencia, con esperanza y dejando sitio a lo que sientes.`,
    ({ cards }) => `Leídas con cuidado, ${names(cards)} ${v(cards, "describe", "describen")} un tiempo que hay que vivir con delicadeza más que un resultado que adivinar.`,
    ({ cards, f }) => `Lo que ${v(cards, "ofrece", "ofrecen")} ${names(cards)} no es un pronóstico, sino compañía para ${f.topic.el}.`,
  ],
  counsel: {
    gentle: oneColon([
      ({ c, f, advice }) => `Para ${f.topic.el}, el consejo ${c.del} es el que conviene llevar contigo: ${advice}`,
      ({ c, f, advice }) => `Si te quedas con una sola cosa ${c.del} para ${f.topic.el}, que sea esta: ${advice}`,
      ({ c, f, advice }) => `El hilo práctico para ${f.topic.el} lo ${v(c, "da", "dan")} ${c.el}: ${advice}`,
      ({ c, f, advice }) => `Mientras sigues adelante con ${f.topic.el}, ten cerca el consejo ${c.del}: ${advice}`,
      ({ c, f, advice }) => `En todo lo que toca ${f.topic.al}, recuerda lo que ${c.el} te ${v(c, "pide", "piden")}: ${advice}`,
      ({ c, advice }) => `El consejo ${c.del} es sereno y claro: ${advice}`,
      ({ c, f, advice }) => `Para ${f.topic.el}, ${c.el} te ${v(c, "deja", "dejan")} un consejo: ${advice}`,
    ], "advice", "; "),
    direct: oneColon([
      ({ c, f, advice }) => `El consejo claro sobre ${f.topic.el} viene ${c.del}: ${advice}`,
      ({ c, advice }) => `Quédate con esto ${c.del}: ${advice}`,
      ({ c, f, advice }) => `Para ${f.topic.el}, sigue la regla ${c.del}: ${advice}`,
    ], "advice", "; "),
    practical: oneColon([
      ({ c, f, advice }) => `La regla más útil para ${f.topic.el} viene ${c.del}: ${advice}`,
      ({ c, advice }) => `Usa el consejo ${c.del} como principio de trabajo: ${advice}`,
      ({ c, advice }) => `Mide cada paso que des con el consejo ${c.del}: ${advice}`,
    ], "advice", "; "),
    mystic: oneColon([
      ({ c, advice }) => `Lleva la sabiduría ${c.del} como un farol en las semanas que vienen: ${advice}`,
      ({ c, f, advice }) => `El consejo más hondo para ${f.topic.el} surge ${c.del}: ${advice}`,
      ({ c, advice }) => `Que la enseñanza ${c.del} camine a tu lado: ${advice}`,
    ], "advice", "; "),
  },
  careCounsel: {
    others_health: [
      ({ c, themes }) => `Para ti, en este tiempo, quédate con lo que ${c.el} ${v(c, "ofrece", "ofrecen")}: ${themes.gift}.`,
      ({ c }) => `${c.El} te ${v(c, "recuerda", "recuerdan")} que tu propio descanso y tu calma también importan mientras estás a su lado.`,
      ({ c }) => `En los próximos días, ${c.el} te ${v(c, "pide", "piden")} que también te cuides, para poder seguir dando.`,
    ],
    death: [
      ({ c, themes }) => `En medio de todo esto, quédate con lo que ${c.el} ${v(c, "ofrece", "ofrecen")}: ${themes.gift}.`,
      ({ c }) => `${c.El} te ${v(c, "pide", "piden")} que seas amable contigo y que dejes que las personas cercanas compartan el peso.`,
    ],
    pregnancy: [
      ({ c, themes }) => `Mientras esperas, quédate con lo que ${c.el} ${v(c, "ofrece", "ofrecen")}: ${themes.gift}.`,
      ({ c }) => `${c.El} te ${v(c, "pide", "piden")} que te cuides con cariño durante la espera, traiga lo que traiga.`,
    ],
  },
  referral: {
    doctor: [
      ({ cards }) => `${whatever(cards, "Diga lo que diga", "Digan lo que digan")}, un médico es la persona adecuada para cualquier preocupación real sobre tu salud.`,
      ({ cards }) => `Si algo de tu salud te preocupa, háblalo con un médico; ${names(cards)} solo ${v(cards, "puede", "pueden")} ayudarte a reflexionar.`,
    ],
    medical_team: [
      ({ f }) => `Los médicos y las personas que cuidan de ${f.who} son quienes pueden decirte cómo ${f.pl ? "están" : "está"}, y también cómo ayudar mejor.`,
      ({ cards }) => `${whatever(cards, "Muestre lo que muestre", "Muestren lo que muestren")}, su equipo médico conoce su situación; pregúntales qué ayudaría.`,
    ],
    vet: [
      ({ cards, f }) => `Tu veterinario es quien puede hablarte ${f.topic.del}; ${names(cards)} solo ${v(cards, "puede", "pueden")} ayudarte a pensar cómo cuidar${f.la}.`,
      ({ cards }) => `Para todo lo que tenga que ver con la salud de tu animal, fíate más de tu veterinario que ${namesDe(cards)}.`,
    ],
    midwife: [
      ({ cards }) => `Para todo lo relacionado con un embarazo, tu médico o tu matrona son quienes pueden orientarte, ${v(cards, "diga lo que diga", "digan lo que digan")} ${names(cards)}.`,
      ({ cards }) => `Un médico o una matrona pueden responder lo que ${names(cards)} no ${v(cards, "puede", "pueden")}, y merece la pena preguntarles.`,
    ],
    debt_adviser: [
      ({ cards }) => `Un servicio gratuito de asesoramiento sobre deudas puede revisar contigo lo que debes y explicarte tus opciones; esa es una ayuda real, y ${names(cards)} no ${v(cards, "puede", "pueden")} sustituirla.`,
      ({ cards }) => `Antes de decidir nada sobre lo que debes, habla con un servicio gratuito de asesoramiento sobre deudas; ${names(cards)} te ${v(cards, "ayuda", "ayudan")} a pensar, y ese servicio te ayuda a actuar.`,
    ],
    financial_adviser: [
      ({ cards }) => `Para decisiones de dinero, un asesor financiero cualificado e independiente puede ayudarte como ${names(cards)} no ${v(cards, "puede", "pueden")}.`,
      ({ cards }) => `${whatever(cards, "Diga lo que diga", "Digan lo que digan")}, consulta cualquier decisión económica con un profesional cualificado antes de dar el paso.`,
    ],
    lawyer: [
      ({ cards }) => `Para la parte legal, un abogado o un servicio de orientación jurídica puede decirte en qué punto estás; ${names(cards)} solo ${v(cards, "puede", "pueden")} ayudarte a pensar.`,
      ({ cards }) => `${whatever(cards, "Diga lo que diga", "Digan lo que digan")}, deja que un abogado guíe los pasos legales.`,
    ],
    listening_line: [
      () => `Cuéntale a tu médico de cabecera o a un psicólogo cómo te sientes; y si un día pesa demasiado, el Teléfono de la Esperanza escucha en el 717 003 717.`,
      () => `Un médico de cabecera o un psicólogo pueden ayudarte con días así, y el Teléfono de la Esperanza te escucha a cualquier hora en el 717 003 717.`,
    ],
    grief_support: [
      () => `Un grupo de duelo, tu médico de cabecera o el Teléfono de la Esperanza (717 003 717) pueden acompañarte en esto; no tienes que cargarlo a solas.`,
      () => `Si la pérdida pesa en tus días, un psicólogo o el apoyo en el duelo pueden ayudarte, y el Teléfono de la Esperanza escucha en el 717 003 717.`,
    ],
  },
  step: {
    general: [
      ({ c }) => `Antes de que acabe la semana, apunta un pequeño paso que te ${v(c, "sugiera", "sugieran")} ${c.el} y dalo.`,
      ({ c }) => `Elige una acción concreta que encaje con el espíritu ${c.del} y ponle fecha en los próximos días.`,
      ({ c }) => `Esta noche, escribe tu pregunta en lo alto de una página y, debajo, lo primero que ${c.el} te ${v(c, "anima", "animan")} a hacer al respecto.`,
      ({ c }) => `Cuéntale a una persona de confianza lo que estás sopesando y fíjate en qué parte del mensaje ${c.del} te descubres repitiendo.`,
    ],
    love: [
      ({ c }) => `En los próximos días, ofrece una conversación sincera o un pequeño gesto de cariño, con el espíritu ${c.del}, y observa lo que abre.`,
      ({ c }) => `Elige algo que llevas tiempo sin decir o sin mostrar, y deja que ${c.el} te ${v(c, "ayude", "ayuden")} a encontrar un buen momento para compartirlo esta semana.`,
      ({ c }) => `Esta semana, dedica una tarde sin prisas a la relación que más te importa, con el mensaje ${c.del} presente.`,
      ({ c }) => `Escribe lo que más deseas sentir en el amor y elige una cosa pequeña que ${c.el} te ${v(c, "sugiera", "sugieran")} para sentirlo más esta semana.`,
    ],
    career: [
      ({ c }) => `Elige un paso práctico, como un correo, una solicitud o una conversación, y dalo esta semana con el consejo ${c.del} en mente.`,
      ({ c }) => `Antes de que termine la semana, habla con un compañero, un mentor o un contacto sobre aquello que ${c.el} ${v(c, "señala", "señalan")}.`,
      ({ c }) => `Esta semana, actualiza tu currículum o tu perfil para que apunte hacia donde ${c.el} te ${v(c, "sugiere", "sugieren")} ir.`,
      ({ c }) => `Dedica treinta minutos esta semana a una habilidad que necesitará tu próximo paso, y deja que ${c.el} te ${v(c, "recuerde", "recuerden")} por qué importa.`,
    ],
    health: [
      ({ c }) => `Toma el mensaje ${c.del} como una invitación a un pequeño cambio en tu descanso o en tu ritmo diario, mantenido durante una semana.`,
      ({ c }) => `Con ${c.el} en mente, reserva una tarde esta semana para descansar de verdad y observa cómo responde tu energía.`,
      ({ c }) => `Cada noche de esta semana, anota en una o dos líneas cómo ha estado tu energía, y mira si el tema ${c.del} aparece en el patrón.`,
    ],
    personal_development: [
      ({ c }) => `Apunta una creencia o un hábito que ${c.el} te ${v(c, "pida", "pidan")} poner a prueba, y prueba otra forma durante siete días.`,
      ({ c }) => `Cada noche de esta semana, anota un momento en que actuaste con el espíritu ${c.del}.`,
      ({ c }) => `Elige una pequeña promesa para ti que ${c.el} ${v(c, "reconocería", "reconocerían")}, y cúmplela la semana que viene.`,
    ],
    spirituality: [
      ({ c }) => `Reserva diez minutos de calma cada día de esta semana para contemplar la imagen ${c.del}, y observa qué aflora.`,
      ({ c }) => `Elige un ritual sencillo, un paseo, una vela o una página de diario, y vuelve cada mañana de esta semana al mensaje ${c.del}.`,
      ({ c }) => `Esta semana, cierra cada día anotando un momento en que sentiste ${c.al} en acción, por pequeño que fuera.`,
    ],
    projects: [
      ({ c }) => `Haz una lista de las tres próximas tareas concretas, empieza por la más pequeña y deja que ${c.el} ${v(c, "marque", "marquen")} el ritmo.`,
      ({ c }) => `Reserva una sesión concentrada esta semana para hacer avanzar el plan, con el consejo ${c.del} como vara de medir.`,
      ({ c }) => `Escribe el próximo hito en una sola línea con una fecha al lado, y compáralo con el consejo ${c.del}.`,
    ],
    emotions: [
      ({ c }) => `Dedica a tus emociones unos minutos cada noche de esta semana, en un diario o con alguien de confianza, como lo ${v(c, "haría", "harían")} ${c.el}: sin prisa por arreglarlas.`,
      ({ c }) => `Cuando esta semana surja una emoción fuerte, detente lo justo para ponerle nombre antes de actuar, como ${v(c, "sugiere", "sugieren")} ${c.el}.`,
      ({ c }) => `Elige a una persona de confianza y cuéntale con sinceridad cómo te has sentido, con el mensaje ${c.del} como punto de partida.`,
    ],
    creativity: [
      ({ c }) => `Reserva una sesión sin prisas esta semana y crea algo con el espíritu ${c.del}, aunque sea en bruto.`,
      ({ c }) => `Empieza una pieza pequeña inspirada en ${c.el} y date permiso para terminarla imperfecta.`,
      ({ c }) => `Reúne tres imágenes o frases que te ${v(c, "evoque", "evoquen")} ${c.el}, y crea algo a partir de una de ellas esta semana.`,
    ],
    others_health: [
      ({ c }) => `Lleva una libreta con lo que te dicen los médicos y lo que quieres preguntarles, para no cargarlo todo en la cabeza, y deja que ${c.el} te ${v(c, "recuerde", "recuerden")} que también necesitas descansar.`,
      ({ c, f }) => `Lléva${f.le} algo pequeño de casa o, simplemente, quédate un rato a su lado; con el espíritu ${c.del}, estar presente puede importar más que cualquier respuesta.`,
      ({ c }) => `Comparte las visitas y la espera con alguien de confianza esta semana para poder seguir, como ${v(c, "aconsejaría", "aconsejarían")} ${c.el}.`,
    ],
    pet_health: [
      ({ c, f }) => `Manten${f.la} ${f.f ? "cómoda" : "cómodo"}${f.pl ? "s" : ""} y sigue lo que te indique tu veterinario; ${c.el} te ${v(c, "pide", "piden")} que también te cuides en medio de la preocupación.`,
      ({ c }) => `Apunta tus preguntas para el veterinario antes de la próxima visita, y deja que ${c.el} te ${v(c, "serene", "serenen")} mientras esperas.`,
    ],
    debt: [
      ({ c }) => `Esta semana, pon en una sola hoja todo lo que debes, a quién y cuánto, y lleva esa hoja a un servicio gratuito de asesoramiento; ${c.el} ${v(c, "invita", "invitan")} a mirarlo con calma.`,
      ({ c }) => `Haz una llamada esta semana a un servicio gratuito de asesoramiento sobre deudas, con el consejo ${c.del} presente: mirar los números es el primer paso.`,
      ({ c }) => `Reserva una hora esta semana para reunir tus extractos en un mismo sitio, de modo que un asesor te ayude a verlos con claridad, como ${v(c, "aconsejaría", "aconsejarían")} ${c.el}.`,
    ],
    money: [
      ({ c }) => `Dedica media hora esta semana a poner lado a lado los ingresos y los gastos del mes, y anota una cosa que ${c.el} te ${v(c, "anime", "animen")} a mirar más de cerca.`,
      ({ c }) => `Antes de cualquier decisión importante de dinero, escribe lo que sabes, lo que no sabes y a quién podrías preguntar, y deja que ${c.el} ${v(c, "ponga", "pongan")} orden en tus ideas.`,
    ],
    law: [
      ({ c }) => `Reúne esta semana en una sola carpeta los escritos y documentos del asunto, para que un abogado pueda verlos con claridad; ${c.el} ${v(c, "favorece", "favorecen")} un enfoque tranquilo y ordenado.`,
      ({ c }) => `Apunta tus preguntas para un abogado o un servicio de orientación jurídica antes de hablar con ellos, con el consejo ${c.del} en mente.`,
    ],
    job_risk: [
      ({ c }) => `Esta semana, anota lo que has sacado adelante en los últimos meses y pide a tu responsable una conversación breve y clara sobre tu puesto, con el consejo ${c.del} en mente.`,
      ({ c }) => `Vuelve a leer esta semana tu contrato y cualquier carta de recursos humanos, apunta tus dudas y llévalas a recursos humanos o a la representación sindical, con el espíritu ${c.del}.`,
      ({ c }) => `Pon al día tu currículum esta semana, no para irte sino para que la incertidumbre pese menos, y deja que ${c.el} te ${v(c, "acompañe", "acompañen")} mientras esperas.`,
    ],
    study: [
      ({ c }) => `Planifica tres sesiones cortas de estudio esta semana, con un objetivo claro para cada una, y deja que ${c.el} ${v(c, "marque", "marquen")} el tono.`,
      ({ c }) => `Apunta la parte de tus estudios que llevas tiempo evitando y dedícale veinte minutos mañana, con el espíritu ${c.del}.`,
      ({ c }) => `Hazle a un profesor o a un compañero esa pregunta que vas posponiendo, con el mensaje ${c.del} presente.`,
    ],
    move: [
      ({ c }) => `Antes de decidir nada, escribe lo que te daría la mudanza y lo que te costaría, y vuelve a leer la lista pensando en ${c.el}.`,
      ({ c }) => `Dedica una tarde esta semana a averiguar algo práctico sobre la mudanza, como alquileres, colegios o trabajo, con el espíritu ${c.del}.`,
    ],
    decision: [
      ({ c }) => `Escribe lo que cada camino te pediría y te daría, y consúltalo con la almohada; ${c.el} ${v(c, "puede", "pueden")} ayudarte a sopesarlo, pero la elección es tuya.`,
      ({ c }) => `Habla de la decisión con alguien de confianza, y deja que ${c.el} ${v(c, "mantenga", "mantengan")} la balanza honesta.`,
      ({ c }) => `Ponte una fecha para decidir y, hasta entonces, reúne lo que aún necesitas saber, con el consejo ${c.del} en mente.`,
    ],
    grief: [
      ({ c }) => `Date espacio esta semana para sentir lo que sientes y apóyate en alguien cercano; ${c.el} ${v(c, "pide", "piden")} que seas amable contigo.`,
      ({ c }) => `Pasa tiempo sin prisas con las personas que quieres esta semana, con el espíritu ${c.del}, y di lo que importa.`,
    ],
  },
  closing: {
    gentle: [
      ({ c, f }) => `Pase lo que pase en ${f.topic.el}, ${c.el} te ${v(c, "recuerda", "recuerdan")} que todavía hay luz para el camino.`,
      ({ c, f }) => `Ve con calma en ${f.topic.el}; en estas cartas hay más esperanza de la que parece, y ${c.el} ${v(c, "guarda", "guardan")} una parte.`,
      ({ c, f }) => `Que la esperanza ${c.del} te acompañe, a ti y ${f.topic.al}, en los próximos días.`,
      ({ c, f }) => `En ${f.topic.el} hay espacio para la esperanza, y ${c.el} le ${v(c, "deja", "dejan")} una puerta abierta.`,
      ({ c, f }) => `Deja que ${c.el} te ${v(c, "recuerde", "recuerden")} que ${f.topic.el} todavía puede sorprenderte para bien.`,
      ({ c, f }) => `La esperanza no es una certeza, pero ${c.el} ${v(c, "deja", "dejan")} mucha para ${f.topic.el}.`,
    ],
    direct: [
      ({ c }) => `El consejo ${c.del} es lo que hay que poner en práctica; lo demás es contexto.`,
      ({ f }) => `Ya sabes dónde estás con ${f.topic.el}. El siguiente paso es tuyo.`,
      ({ c }) => `${c.El} ya ${v(c, "ha", "han")} dicho lo suyo; el resto depende de ti.`,
    ],
    practical: [
      () => `Apunta el paso con una fecha y, cuando llegue ese día, comprueba cómo van las cosas.`,
      ({ c }) => `Al final de la semana, vuelve a leer el consejo ${c.del} y mira cuánto has avanzado.`,
      () => `Basta con un paso cada vez; el siguiente se verá más claro cuando des este.`,
    ],
    mystic: [
      ({ c }) => `Enciende una vela o respira hondo antes de actuar, y deja que la imagen ${c.del} camine contigo.`,
      ({ c, f }) => `La lectura termina aquí, pero los símbolos ${c.del} seguirán hablando en ${f.topic.el} a través de sueños y pequeñas señales, si escuchas.`,
      ({ c }) => `Ve con calma bajo el cielo que gira; lo que ${c.el} ${v(c, "ha", "han")} abierto, tus propios pasos lo completarán.`,
    ],
  },
  memory: [
    ({ c, count }) => `${c.El}, por ${ordinal(count)} vez este mes, ${v(c, "ha", "han")} vuelto a tus lecturas, y su mensaje sigue pidiendo tu atención.`,
    ({ c, count }) => `Es la ${ordinal(count)} vez este mes que ${c.el} ${v(c, "aparece", "aparecen")} en tus lecturas, lo que sugiere que su tema aún no ha terminado contigo.`,
  ],
};

/** Una pregunta sobre conservar el trabajo («perder mi trabajo», «despido», «mi puesto está en riesgo»): su paso es el del puesto, no un plan de estudio. */
export const JOB_AT_RISK = wordPattern("\\bperder (?:mi|el|este) (?:trabajo|empleo|puesto)\\b|\\bdespid\\w*|\\bdesped\\w*|\\b(?:puesto|trabajo|empleo) (?:está )?(?:en riesgo|en peligro|seguro|en el aire)\\b|\\bconservar (?:mi|el) (?:trabajo|empleo|puesto)\\b|\\brecortes? de (?:plantilla|personal)\\b", { flags: "iu" });
