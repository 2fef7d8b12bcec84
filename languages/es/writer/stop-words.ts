/** Spanish words that carry no topic (lib/writers/question, the quality checks) and tell a text is Spanish. */
export const stopWords =
  "el la los las lo un una unos unas y e o u ni pero sino si de del al a ante con contra desde en entre hacia hasta para por según sin sobre tras que qué cómo como cuándo cuando dónde donde adónde quién quiénes cual cuál cuáles cuánto cuánta este esta esto estos estas ese esa eso esos esas aquel aquella me mi mis mí yo tú tu tus te ti nos nosotros nosotras nuestro nuestra nuestros nuestras os vuestro vuestra se su sus él ella ellos ellas le les no sí ya más muy también ahora es son era fue ser estar está están estoy estás estaba será serán sería debo debería deberíamos puedo puede podría podré va voy vas van vamos hay haya he has ha han hemos tengo tiene tienen conmigo contigo algo alguien nada todo toda todos todas otro otra";

/** Words every Spanish question about the cards shares: no topic of its own. */
export const fillers = "futuro pasará pasar saber decir dime cartas carta lectura tarot pregunta preguntar respuesta próximo pronto realmente favor cosa cosas manera forma";

/** Letters and marks of Spanish among our languages. */
export const marks = "[ñ¿¡]";
