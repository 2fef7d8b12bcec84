/** German words that carry no topic (lib/writers/question, the quality checks) and tell a text is German. */
export const stopWords =
  "der die das den dem des ein eine einen einem einer eines und oder aber wenn ob als von zu zum zur im in am an auf für mit über unter aus bei beim nach vom vor durch gegen ohne um ist sind war waren sein seine bin bist hat habe haben hatte wird werde werden würde wurde soll sollte sollen kann könnte können mag muss müssen darf was wie warum wann wo wer wen wem welche welcher welches dies diese dieser dieses es ich mich mir mein meine meinen meiner meinem du dich dir dein deine deinen wir uns unser unsere ihr ihn ihm ihre ihren sie er man sich nicht kein keine ja nein noch schon mehr sehr auch jetzt denn doch dass etwas alles";

/** Words every German question about the cards shares: no topic of its own. */
export const fillers = "zukunft bald gehen geht passieren passiert wissen sagen karten karte legung tarot frage fragen antwort nächste nächsten wirklich bitte ding dinge sache";

/** Letters of German among our languages. */
export const marks = "[äöüß]";
