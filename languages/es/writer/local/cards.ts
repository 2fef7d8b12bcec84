import type { CardThemes } from "../../../local-writer";
import { wordPattern } from "../../../writer";

/**
 * Las dos caras de cada carta en pocas palabras, por número de carta, como complemento directo ("la Torre trae
 * una sacudida repentina"): nunca detrás de "a" ni de "de", que se contraerían con "el". Cada una es un solo
 * sintagma sin "y" propia, para que una lista de ellas se lea con claridad.
 */
export const THEMES: readonly CardThemes[] = [
  { gift: "el valor de empezar de nuevo", weight: "un salto sin mapa" },
  { gift: "los medios para hacer que las cosas pasen", weight: "la necesidad de concentrar tu voluntad" },
  { gift: "un saber interior sereno", weight: "respuestas que todavía no se ven" },
  { gift: "un espacio cálido para crecer", weight: "la paciencia que necesita todo lo que crece" },
  { gift: "una estructura firme", weight: "el peso de la responsabilidad" },
  { gift: "el apoyo de lo que ha resistido el paso del tiempo", weight: "el tirón de las convenciones" },
  { gift: "un vínculo basado en valores compartidos", weight: "una elección del corazón" },
  { gift: "un avance decidido", weight: "el esfuerzo de mantener el rumbo" },
  { gift: "un valor sereno", weight: "una prueba de paciencia" },
  { gift: "un tiempo de reflexión sincera", weight: "una etapa de soledad" },
  { gift: "un giro de la fortuna", weight: "cambios que no puedes controlar" },
  { gift: "una mirada justa", weight: "las consecuencias de decisiones pasadas" },
  { gift: "una nueva manera de mirar", weight: "una pausa que no has elegido" },
  { gift: "espacio para algo nuevo", weight: "un final que pide ser aceptado" },
  { gift: "un equilibrio que sana", weight: "la necesidad de ir despacio" },
  { gift: "la ocasión de ver qué te tiene atrapado", weight: "un viejo tirón difícil de resistir" },
  { gift: "la ocasión de reconstruir sobre un terreno más firme", weight: "una sacudida repentina" },
  { gift: "una esperanza serena que renueva", weight: "una esperanza que necesita tiempo" },
  { gift: "la guía de la intuición", weight: "una niebla de señales confusas" },
  { gift: "una alegría luminosa", weight: "una luz intensa sobre lo que es verdad" },
  { gift: "una llamada a renovarte", weight: "un balance sincero" },
  { gift: "una sensación de plenitud", weight: "el cierre de una etapa" },
];

/** El cuerpo y el autocuidado de quien pregunta (sueño, comida, ejercicio, descanso, «tu energía»): junto a la salud de otra persona o de una mascota, no se cita una frase de carta con estas palabras. */
export const SELF_CARE = wordPattern("\\b(?:sueño|dormir|duerm\\w*|descans\\w*|comida|aliment\\w*|comer|dieta|ejercicio|movimiento|tu (?:propia )?(?:energía|salud)|tu (?:propio )?cuerpo|autocuidado|hábitos?|bienestar|hidrat\\w*|respir\\w*|aire libre)\\b", { flags: "iu" });
