import type { QuestionLexicon } from "../../writer";

/** How Spanish questions are read (lib/writers/question). */
export const question: QuestionLexicon = {
  interrogatives: "qué que cómo cuándo dónde adónde quién quiénes cuál cuáles cuánto cuánta cuántos cuántas",
  interrogativePhrases: "por qu[eé]|para qu[eé]|en qu[eé]|de qu[eé]|a qu[eé]|hacia dónde|hasta cuándo",
  yesNoOpeners:
    "es está están estoy son será serán sería debo debería deberíamos puedo podré podría puede podrá hay habrá tengo tiene tendré vale conviene voy va van vamos volverá volveré existe llegaré conseguiré",
  yesNoPattern: "(?!)",
  subjectPronouns: "yo tú él ella nosotros nosotras usted",
  modalsAfterPronoun: "",
  or: "o u",
  notOption: "no",
  leadIns: "(?:es\\s+)?mejor\\s+|o\\s+bien\\s+",
  yesNoByQuestionMark: true,
  verbFirst: false,
  firstPerson: "yo me mi mis mí conmigo",
  apart: "cerca de|más cerca de|lejos de|al lado de",
  people: [
    { person: "ex", words: "ex expareja exnovio exnovia exmarido exmujer exesposo exesposa" },
    { person: "partner", words: "pareja novio novia marido esposo esposa prometido prometida" },
    { person: "relative", relative: "mother", words: "madre mamá mami" },
    { person: "relative", relative: "father", words: "padre papá" },
    { person: "relative", relative: "parent", words: "padres" },
    { person: "relative", relative: "sibling", words: "hermana hermano hermanos hermanas" },
    { person: "relative", relative: "grandmother", words: "abuela abuelita yaya" },
    { person: "relative", relative: "grandfather", words: "abuelo abuelito yayo" },
    { person: "relative", relative: "grandparent", words: "abuelos" },
    { person: "relative", relative: "relative", words: "tía tío prima primo sobrina sobrino suegra suegro cuñada cuñado" },
    { person: "child", words: "hijo hija hijos hijas niño niña niños bebé" },
    { person: "friend", words: "amigo amiga amigos amigas" },
    { person: "colleague", words: "jefe jefa compañero compañera compañeros colega colegas" },
    { person: "someone", words: "él ella alguien" },
  ],
  pets: "perro perra perrito perrita gato gata gatito mascota caballo yegua poni conejo conejito loro periquito cacatúa canario pájaro hámster cobaya conejillo_de_indias hurón tortuga",
  missing: "se (?:ha )?perdido|se perdió|se (?:ha )?escapado|se escapó|desaparecid[oa]s?|ha desaparecido|no ha vuelto|no vuelve",
  domains: {
    health:
      "alzh?[eé]imer|demencia|dementes?|hibern\\w*|no (?:quiere )?come|no está comiendo|(?:dejó|ha dejado|deja) de comer|sin comer|aletargad[oa]s?|letárgic[oa]s?|apátic[oa]s?|decaíd[oa]s?|se (?:va a )?pon(?:drá|ga|er) bien|(?:va a |vaya a )?salir de esta|saldrá de esta|salga de esta|párkinson|parkinson|salud|enferm\\w*|hospital\\w*|ingresad[oa]|cirugía|operación|operar\\w*|diagnóstico|cáncer|tumor|tratamiento|terapia|quimio\\w*|medicación|medicamentos?|médic[oa]s?|recuper\\w*|curar\\w*|sanar\\w*|dolor\\w*|síntomas?|lesión|cuerpo|ictus|análisis|biopsia\\w*|resonancia|escáner|tac|mamografía|radiografía|ansiedad|depresión|dormir|sueño(?! (?:con|de) )|veterinari[oa]|diagnosticad[oa]s?|cuidados intensivos|uci|esclerosis",
    death: "morir|murió|se nos (?:fue|ha ido)|nos dejó|nos ha dejado|ya no está con nosotros|(?:mi|nuestr[oa]) difunt[oa]|(?:perdí|hemos perdido|he perdido|perdimos) a (?:mi|nuestr[oa]) (?:madre|padre|mamá|papá|herman[oa]|hij[oa]|marido|esposa|espos[oa]|abuel[oa]|pareja|novi[oa]|mejor amig[oa])|muer[ae]\\w*|muert[eo]|fallec\\w*|funeral|duelo|luto|terminal|perder a (?:mi|su|nuestr[oa])",
    pregnancy: "embaraz\\w*|concebir|fertilidad|fecundación|fiv|aborto espontáneo|tener un (?:hijo|bebé)|quedarme en estado",
    money: "dinero|finanzas|financier\\w*|ahorros|invertir|inversión|inversiones|acciones|cripto\\w*|bitcoin|riqueza|presupuesto|hipoteca|préstamos?|banco|lotería|herencia",
    debt: "deudas?|debo dinero|préstamos?|tarjetas? de crédito|números rojos|quiebra|bancarrota|embargo\\w*|moros\\w*",
    law: "(?<!mi |tu |su )juicio|juzgado|tribunal\\w*|demanda judicial|demandas? contra|(?:poner|puesto|interponer) una demanda|demandar\\w*|denuncia\\w*|legal|abogad[oa]s?|juez|custodia|divorcio|visado|permiso de residencia|policía|incumplimiento de contrato|herencia|sentencia|recurso (?:de|ante|judicial)\\w*|recurrir la multa|pleito|denunciad[oa]s?|me han denunciado|desahuci\\w*|multa\\w*|demandad[oa]s?|me demand\\w*|detenid[oa]s?|abogacía",
    work: "trabajo|empleo|carrera|jef[ea]|compañer[oa]s|ascenso|entrevista|oficina|empresa|negocio|clientes?|sueldo|puesto|despid\\w*|paro|autónom[oa]|equipo",
    study: "exámenes|examen|oposicion\\w*|estudi\\w*|universidad|facultad|colegio|instituto|título|curso|notas|tesis|doctorado|máster|beca|selectividad",
    love: "amor|pareja|novi[oa]|marido|espos[oa]|relación|cita|enamorad\\w*|matrimonio|casarme|casarnos|ex|alma gemela|sentimientos",
    home: "mudar\\w*|mudanza|casa|hogar|piso|apartamento|ciudad|país|extranjero|vecin\\w*|reforma",
    family: "familia|madre|padre|mamá|papá|padres|herman[oa]s?|hij[oa]s?|abuel[oa]s?|tí[oa]s?|prim[oa]s?",
  },
  notDomain:
    "seguro (?:médico|de salud|de gastos médicos)|mutua (?:médica|de salud)|(?:soy|trabajo como|trabaja como|como|estudio para|estudiar para ser) (?:enfermer[oa]|médic[oa]|doctora?|cuidadora?|auxiliar de enfermería|farmacéutic[oa]|veterinari[oa]|fisioterapeuta|psicólog[oa]|dentista|matrona|paramédic[oa])|trabaj\\w* en (?:un |una |el |la )?(?:hospital|clínica|centro de salud|farmacia|residencia|consultorio)",
  ownHealth:
    "mi (?:propia |propio )?(?:salud|cuerpo|espalda|dolor|enfermedad|diagnóstico|tratamiento|medicación|sueño|recuperación|operación)|estoy (?:enferm[oa]|ingresad[oa]|embarazada|cansad[oa])|tengo (?:cáncer|una enfermedad|dolor)|(?:me recuperaré|me curaré|voy a recuperarme|voy a curarme|me quedaré embarazada)",
  decision: "debo|debería|deberíamos|me conviene|es (?:hora|buena idea|mejor) de|es mejor|tengo que|me quedo|lo dejo|acepto",
  timeFrames: {
    today: "hoy|esta (?:noche|mañana|tarde)",
    week: "esta semana|la semana que viene|(?:la )?próxima semana|en (?:una|dos|tres|\\d+) semanas?|este fin de semana",
    month: "este mes|el mes que viene|(?:el )?próximo mes|en (?:un|dos|tres|seis|\\d+) mes(?:es)?",
    season: "(?:esta|la próxima|en|antes de la) (?:primavera|navidad)|(?:este|el próximo|antes del|en) (?:verano|otoño|invierno)",
    year: "este año|el año que viene|(?:el )?próximo año|en un año|antes de fin de año",
    years: "en (?:\\d+|dos|tres|cinco|diez|unos) años|a largo plazo|algún día",
    soon: "pronto|en breve|dentro de poco",
    past: "en el pasado|el año pasado|el mes pasado|la semana pasada|por qué (?:pasó|ocurrió)",
  },
  outside:
    "ignora (?:tus|las|todas las) (?:instrucciones anteriores|instrucciones|reglas anteriores|reglas|cartas)|olvida (?:tus|las|todas las) (?:instrucciones|reglas|cartas)|(?:mensaje|prompt) (?:de|del) sistema|tus (?:instrucciones|reglas)|responde (?:solo|solamente|únicamente) con|solo con la palabra|escríbeme (?:un|una) (?:correo|poema|receta|carta|canción|chiste|código|programa)|escribe (?:un|una) (?:poema|receta|canción|programa)|(?:dame|escríbeme) (?:la|una) receta|cuéntame un chiste|cuál es la capital|qué hora es|traduce ['‘\"“«][^?.!]*|finge que|ya no eres",
};
