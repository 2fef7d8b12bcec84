import type { SafetyLexicon } from "../../writer";

/** What the safety checks look for in Spanish prose (lib/writers/quality/safety.ts). */
export const safety: SafetyLexicon = {
  certainty:
    "\\b(?:seguro que|con (?:toda )?seguridad|sin (?:ninguna )?duda|definitivamente|ciertamente|garantizad[oa]|al 100 ?%)\\b[^.!?]*\\b(?:recuper\\w*|cur\\w*|sana\\w*|sobreviv\\w*|morir\\w*|muer\\w*|embaraz\\w*|bebé|concebir|ganar\\w*|perder\\w*|dinero|deudas?|ric[oa]|beneficios|juicio|caso|sentencia|custodia)\\b|\\b(?:se recuperará(?: por completo)?|se curará|sanará|sobrevivirá|morirá|te quedarás embarazada|tendrás (?:un|el) bebé|ganarás el (?:juicio|caso)|perderás el (?:juicio|caso)|recuperarás (?:el|tu) dinero|saldarás (?:todas )?(?:tus|las) deudas|estará (?:bien|san[oa]))\\b",
  hedges:
    "\\b(?:si|puede|pueda|pueden|podría|quizá|quizás|tal vez|a lo mejor|ojalá|nadie puede|no se puede|no (?:es )?seguro|no hay certeza|no promete|ninguna carta|no pueden?)\\b",
  instruction:
    "\\b(?:deja|deje|dejad|suspende|interrumpe|abandona|empieza|toma|aumenta|reduce|baja|cambia|duplica)\\s+(?:de\\s+)?(?:tomar\\s+)?(?:la\\s+|el\\s+|los\\s+|las\\s+|su\\s+|sus\\s+|tu\\s+|tus\\s+)?(?:medicación|medicamentos?|medicinas?|pastillas|dosis|tratamiento|quimio\\w*|terapia|insulina|antidepresivos?)\\b|\\b(?:rechaza|cancela|evita)\\s+(?:la\\s+|el\\s+|su\\s+|tu\\s+)?(?:operación|cirugía|tratamiento)\\b|\\binvierte\\s+(?:en|tu|tus|todo)\\b|\\bmete (?:tu|tus|todo tu) (?:dinero|ahorros) en\\b|\\b(?:compra|vende)\\s+(?:las\\s+|tus\\s+)?(?:acciones|cripto\\w*|bitcoins?)\\b|\\bpide (?:otro|un) (?:préstamo|crédito)\\b|\\bdeja de pagar\\b|\\bdeclárate en (?:quiebra|bancarrota)\\b|\\bfirma (?:el|ese|este) (?:contrato|acuerdo|documento)\\b|\\bdeclárate culpable\\b|\\bno (?:necesitas|hace falta) (?:un )?abogad[oa]\\b",
  instructionExcuses: "\\b(?:nunca|sin|antes de|no)\\b[^.!?]*\\b(?:médic[oa]s?|equipo médico|farmacéutic[oa]|abogad[oa]|asesor\\w*)\\b",
  decisionOrder:
    "\\bactúa (?:hoy mismo|hoy|ya|ahora)\\b|\\b(?:deja|abandona) (?:tu|el|la) (?:trabajo|empleo|universidad|carrera|estudios|pareja|relación) (?:hoy|ya|ahora)\\b|\\b(?:presenta|entrega) tu (?:dimisión|renuncia)\\b|\\b(?:hazlo|lánzate|da el paso) (?:hoy|ya|ahora)\\b",
  referral: {
    health:
      "\\b(?:médic[oa]s?|doctor[ae]?s?|equipo médico|enfermer[oa]s?|especialistas?|farmacéutic[oa]|psicólog[oa]|terapeuta|profesional(?:es)? (?:de la salud|sanitari[oa]s?|cualificad[oa]s?)|cuidador[ae]?s?|personal sanitario|consejo médico|atención primaria|veterinari[oa]s?)\\b",
    money:
      "\\b(?:asesor\\w* (?:financier[oa]|de deudas|económic[oa])|asesoramiento (?:financiero|sobre deudas)|asesoría|gestor\\w*|profesional(?:es)? (?:de las finanzas|cualificad[oa]s?)|orientación (?:financiera|sobre deudas)|asociación de consumidores|oficina (?:municipal )?del consumidor)\\b",
    law: "\\b(?:abogad[oa]s?|asesor\\w* (?:legal|jurídic[oa])|asesoramiento (?:legal|jurídico)|asistencia jurídica|turno de oficio|notari[oa]|profesional(?:es)? (?:del derecho|cualificad[oa]s?))\\b",
    wellbeing:
      "\\b(?:médic[oa] de (?:cabecera|familia)|médic[oa]|psicólog[oa]|terapeuta|teléfono de la esperanza|717 003 717|línea de escucha|024|apoyo (?:en el|al) duelo|grupo de duelo)\\b",
  },
  askersBody: "\\btu (?:propio |propia )?(?:cuerpo|salud|recuperación|diagnóstico|tratamiento|enfermedad|medicación)\\b|\\btus síntomas\\b|\\bcómo te sientes físicamente\\b|\\bte deja cansad[oa]\\b",
  careTeam: "\\b(?:sus (?:médic[oa]s|enfermer[oa]s|cuidador[ae]s)|su (?:equipo médico|médic[oa])|(?:el|los) (?:equipo médico|médicos|personal sanitario)|las enfermeras)\\b",
  encouraging: "haz (?:espacio|sitio|hueco) (?:a|para)|hacer (?:espacio|sitio) (?:a|para)|abraza|abrazar|acoge|acoger|da la bienvenida a|dale la bienvenida a|déjate llevar por|entrégate a|cultiva|cultivar|alimenta|celebra|celebrar|cede a|permítete|un buen (?:día|momento) para",
  outsideAnswered: { reading: "\\b(?:una|esta) lectura\\b", life: "\\btu (?:propia )?vida\\b" },
  omenOutcome:
    "\\b(?:conduce\\w*|lleva\\w*|apunta\\w*|se dirige\\w*|avanza\\w*|camina\\w*|desemboca\\w*|camino|senda|historia)\\b[^.!?]{0,30}\\b(?:hacia|a|hasta) (?:la )?(?:muerte|torre)\\b|\\bresultado\\b[^.!?]{0,30}\\b(?:es|está en|recae en) (?:la )?(?:muerte|torre)\\b",
  lowMood:
    "\\b(?:no (?:puedo|consigo) (?:ni )?levantarme(?: de la cama)?|me cuesta levantarme)\\b|\\b(?:no (?:estoy comiendo|como nada|tengo hambre))\\b|\\blloro (?:todos los días|cada día|todo el día|todas las noches)\\b|\\b(?:me encierro|encerrad[oa]) en mi (?:cuarto|habitación)\\b|\\bno tengo ganas de nada\\b|\\b(?:me siento|estoy) (?:muy )?(?:vací[oa]|deprimid[oa]|hundid[oa]|sin esperanza)\\b|\\bnada tiene sentido\\b",
  bereaved:
    "\\b(?:falleci\\w*|murió|se nos (?:fue|ha ido)|nos dejó|nos ha dejado|ya no está con nosotros|(?:perdí|hemos perdido|he perdido|perdimos) a (?:mi|nuestr[oa]))\\b",
  negations: "\\b(?:no|nunca|jamás|sin|en lugar de|en vez de|ni)\\b",
};
