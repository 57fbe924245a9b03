<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Restaurer une sauvegarde…</translation>
    </message>
    <message>
        <source>Your games could not be opened, so the app stops here. Nothing was changed or deleted.</source>
        <translation>Tes parties n’ont pas pu être ouvertes, l’application s’arrête donc ici. Rien n’a été modifié ni supprimé.</translation>
    </message>
    <message>
        <source>Your games could not be opened. Nothing was changed or deleted.</source>
        <translation>Tes parties n’ont pas pu être ouvertes. Rien n’a été modifié ni supprimé.</translation>
    </message>
</context>
<context>
    <name>BackupDialog</name>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Games played after that copy was made are not in it. Your saved games as they are now are moved aside and kept.</source>
        <translation>Les parties jouées après cette copie n’y sont pas. Tes parties enregistrées telles qu’elles sont maintenant sont mises de côté et conservées.</translation>
    </message>
    <message>
        <source>Go back to the copy from {0}?</source>
        <translation>Revenir à la copie du {0}&#x202f;?</translation>
    </message>
    <message>
        <source>Keep my games as they are</source>
        <translation>Garder mes parties telles quelles</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <source>Restore the chosen backup</source>
        <translation>Restaurer la sauvegarde choisie</translation>
    </message>
    <message>
        <source>Restore this backup</source>
        <translation>Restaurer cette sauvegarde</translation>
    </message>
    <message>
        <source>The app keeps a copy of your saved games each day you play, and one before each update. Choose the copy to go back to: the games as they are now are kept aside, not deleted.</source>
        <extracomment>True once a backup was restored. Where the games as they were before were moved (None if there was no file). The open &quot;Restore this backup?&quot; question, if any.</extracomment>
        <translation>L’application garde une copie de tes parties enregistrées chaque jour où tu joues, et une avant chaque mise à jour. Choisis la copie à laquelle revenir&#xa0;: les parties telles qu’elles sont maintenant sont mises de côté, pas supprimées.</translation>
    </message>
    <message>
        <source>The backup could not be restored: {0}</source>
        <translation>La sauvegarde n’a pas pu être restaurée&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The backups could not be listed: {0}</source>
        <translation>Les sauvegardes n’ont pas pu être listées&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The copy from {0} is back.</source>
        <translation>La copie du {0} est de retour.</translation>
    </message>
    <message>
        <source>There are no backups yet. The app makes one each day you play.</source>
        <translation>Il n’y a pas encore de sauvegarde. L’application en fait une chaque jour où tu joues.</translation>
    </message>
    <message>
        <source>Your games as they were are kept in {0}.</source>
        <translation>Tes parties telles qu’elles étaient sont conservées dans {0}.</translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message numerus="yes">
        <source>%n game(s), last played {0}</source>
        <translation>
            <numerusform>%n partie, la dernière jouée {0}</numerusform>
            <numerusform>%n parties, la dernière jouée {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy made before an update</source>
        <translation>Copie faite avant une mise à jour</translation>
    </message>
    <message>
        <source>Daily copy</source>
        <translation>Copie du jour</translation>
    </message>
    <message>
        <source>Your games before a restore</source>
        <translation>Tes parties avant une restauration</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>aucune partie</translation>
    </message>
    <message>
        <source>what it holds cannot be read</source>
        <translation>son contenu ne peut pas être lu</translation>
    </message>
</context>
<context>
    <name>BalloonCoach</name>
    <message numerus="yes">
        <source>%n grappling hook(s) ({held})</source>
        <translation>
            <numerusform>%n Grappin ({held})</numerusform>
            <numerusform>%n Grappins ({held})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sleeping gas ({held})</source>
        <translation>
            <numerusform>%n Gaz Soporifique ({held})</numerusform>
            <numerusform>%n Gaz Soporifiques ({held})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) to the Moon</source>
        <translation>
            <numerusform>%n case jusqu’à la Lune</numerusform>
            <numerusform>%n cases jusqu’à la Lune</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n storm(s) ({held})</source>
        <translation>
            <numerusform>%n Tempête ({held})</numerusform>
            <numerusform>%n Tempêtes ({held})</numerusform>
        </translation>
    </message>
    <message>
        <source>A stormy round sends the ballast winners down instead of up; {names} could go down.</source>
        <translation>Un tour orageux fait descendre les gagnants du Lest au lieu de les faire monter&#xa0;; cela peut toucher {names}.</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Entraîneur</translation>
    </message>
    <message>
        <source>Coach: what the cards played face up say</source>
        <translation>Entraîneur&#xa0;: ce que disent les cartes jouées face visible</translation>
    </message>
    <message>
        <source>For {name}: no other balloon has a storm left.</source>
        <translation>Pour {name}&#xa0;: aucun autre ballon n’a encore de Tempête.</translation>
    </message>
    <message>
        <source>For {name}: the chance another balloon holds a storm is {chance}.</source>
        <translation>Pour {name}&#xa0;: la probabilité qu’un autre ballon ait une Tempête est de {chance}.</translation>
    </message>
    <message>
        <source>Round {round}: what the cards played face up say each balloon may still hold.</source>
        <translation>Tour {round}&#xa0;: ce que chaque ballon peut encore avoir, d’après les cartes jouées face visible.</translation>
    </message>
    <message>
        <source>What each balloon may still hold, from the cards it has played. It never looks at a hand and never chooses.</source>
        <translation>Ce que chaque ballon peut encore avoir, d’après les cartes qu’il a jouées. L’entraîneur ne regarde jamais une main et ne choisit jamais.</translation>
    </message>
    <message>
        <source>certain</source>
        <translation>sûr</translation>
    </message>
    <message>
        <source>no ballast left</source>
        <translation>plus aucun Lest</translation>
    </message>
    <message>
        <source>no grappling hook left</source>
        <translation>plus aucun Grappin</translation>
    </message>
    <message>
        <source>no sleeping gas left</source>
        <translation>plus aucun Gaz Soporifique</translation>
    </message>
    <message>
        <source>no storm left</source>
        <translation>plus aucune Tempête</translation>
    </message>
    <message>
        <source>no strong ballast left, the heaviest is {kg} kg</source>
        <translation>plus de gros Lest, le plus lourd fait {kg}&#xa0;kg</translation>
    </message>
    <message>
        <source>strong ballast {weights} kg ({held})</source>
        <translation>gros Lest {weights}&#xa0;kg ({held})</translation>
    </message>
    <message>
        <source>super engine played</source>
        <translation>Super Moteur joué</translation>
    </message>
    <message>
        <source>the super engine ({held})</source>
        <translation>le Super Moteur ({held})</translation>
    </message>
    <message>
        <source>{0} as his card this round</source>
        <translation>{0} que ce soit sa carte de ce tour</translation>
    </message>
    <message>
        <source>{0} in hand</source>
        <translation>{0} en main</translation>
    </message>
    <message>
        <source>{head}: {parts}.</source>
        <translation>{head}&#xa0;: {parts}.</translation>
    </message>
    <message>
        <source>{name} leads on space {space}: on their own cards the Moon is out of reach this game (space {farthest} at most).</source>
        <translation>{name} mène sur la case {space}&#xa0;: avec ses propres cartes, la Lune est hors d’atteinte dans cette partie (case {farthest} au plus).</translation>
    </message>
    <message>
        <source>{name} leads on space {space}: {spaces}, in {rounds} at the earliest.</source>
        <translation>{name} mène sur la case {space}&#xa0;: {spaces}, en {rounds} au plus tôt.</translation>
    </message>
    <message numerus="yes">
        <source>{name}, space {space}, %n card(s) left</source>
        <translation>
            <numerusform>{name}, case {space}, %n carte restante</numerusform>
            <numerusform>{name}, case {space}, %n cartes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>{other}, one space above, may hold sleeping gas ({chance}): it would cancel {name}&apos;s card, except the super engine.</source>
        <translation>{other}, une case au-dessus, peut avoir un Gaz Soporifique ({chance})&#xa0;: il annulerait la carte de {name}, sauf un Super Moteur.</translation>
    </message>
    <message>
        <source>{other}, one space below, may hold a grappling hook ({chance}) and follow {name}&apos;s move.</source>
        <translation>{other}, une case en dessous, peut avoir un Grappin ({chance}) et suivre le mouvement de {name}.</translation>
    </message>
</context>
<context>
    <name>BalloonSpeech</name>
    <message>
        <source>Coach: {0}</source>
        <translation>Entraîneur&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Enter resolves the round.</source>
        <translation>Entrée résout le tour.</translation>
    </message>
    <message>
        <source>Keys: a ballast card by its number, 1 to {max}; {hook}: grappling hook; {gas}: sleeping gas; {storm}: storm; {engine}: super engine; Up and Down: another balloon.</source>
        <translation>Touches&#xa0;: un Lest par son nombre, 1 à {max}&#xa0;; {hook}&#xa0;: Grappin&#xa0;; {gas}&#xa0;: Gaz Soporifique&#xa0;; {storm}&#xa0;: Tempête&#xa0;; {engine}&#xa0;: Super Moteur&#xa0;; flèches haut et bas&#xa0;: un autre ballon.</translation>
    </message>
</context>
<context>
    <name>BoardCheckDialog</name>
    <message>
        <source>A shortcut, its first space</source>
        <translation>Un raccourci, sa première case</translation>
    </message>
    <message>
        <source>All values are fine.</source>
        <translation>Toutes les valeurs sont correctes.</translation>
    </message>
    <message>
        <source>Change to route {0}, its squirrels</source>
        <translation>Passer à la route {0}, écureuils</translation>
    </message>
    <message>
        <source>Check the values</source>
        <translation>Vérifier les valeurs</translation>
    </message>
    <message>
        <source>Check your board</source>
        <extracomment>The board as the dialog shows it: the cards, the race map, the team map.</extracomment>
        <translation>Vérifier ton plateau</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>Fermer sans enregistrer</translation>
    </message>
    <message>
        <source>Compare these values with the board and the cards in your box and correct them. A yellow “Still a guess” box marks what the rulebook does not print: untick it once you have checked. New games use what you save here.</source>
        <translation>Compare ces valeurs avec le plateau et les cartes de ta boîte et corrige-les. Une case jaune «&#xa0;Encore une supposition&#xa0;» signale ce que la règle n’imprime pas&#xa0;: décoche-la une fois vérifié. Les nouvelles parties utilisent ce que tu enregistres ici.</translation>
    </message>
    <message>
        <source>If you close without saving, your changes are lost.</source>
        <translation>Si tu fermes sans enregistrer, tes modifications sont perdues.</translation>
    </message>
    <message>
        <source>Intermediate destination A (space {a}) must come before B (space {b}).</source>
        <translation>L’étape A (case {a}) doit venir avant B (case {b}).</translation>
    </message>
    <message>
        <source>Intermediate destination {0}, its space</source>
        <translation>Étape {0}, sa case</translation>
    </message>
    <message>
        <source>Intermediate destination {0}, its squirrels</source>
        <translation>Étape {0}, ses écureuils</translation>
    </message>
    <message>
        <source>Keep checking</source>
        <translation>Continuer la vérification</translation>
    </message>
    <message>
        <source>Major shortcut, its first space</source>
        <translation>Grand raccourci, sa première case</translation>
    </message>
    <message>
        <source>Major shortcut, its last space</source>
        <translation>Grand raccourci, sa dernière case</translation>
    </message>
    <message>
        <source>Major shortcut, its squirrels</source>
        <translation>Grand raccourci, écureuils</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Pas enregistré&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Pile {pile}, squirrels for the extra tasks: {total} here, {published} in the box.</source>
        <translation>Pile {pile}, écureuils des défis bonus&#xa0;: {total} ici, {published} dans la boîte.</translation>
    </message>
    <message>
        <source>Race map</source>
        <translation>Plateau de la course</translation>
    </message>
    <message>
        <source>Restore built-in defaults</source>
        <translation>Revenir aux valeurs d’origine</translation>
    </message>
    <message>
        <source>Route cards</source>
        <translation>Cartes route</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save and close</source>
        <translation>Enregistrer et fermer</translation>
    </message>
    <message>
        <source>Save your changes to the board?</source>
        <translation>Enregistrer tes modifications du plateau&#xa0;?</translation>
    </message>
    <message>
        <source>Saved. New games use your board.</source>
        <translation>Enregistré. Les nouvelles parties utilisent ton plateau.</translation>
    </message>
    <message>
        <source>Shortcut from space {0}, its last space</source>
        <translation>Raccourci depuis la case {0}, sa dernière case</translation>
    </message>
    <message>
        <source>Shortcut from space {0}, its squirrels</source>
        <translation>Raccourci depuis la case {0}, écureuils</translation>
    </message>
    <message>
        <source>Team map</source>
        <translation>Plateau de l’équipe</translation>
    </message>
    <message>
        <source>The built-in defaults are back.</source>
        <translation>Les valeurs d’origine sont revenues.</translation>
    </message>
    <message>
        <source>These values do not fit together on the board. Check the spaces of the shortcuts, the destinations and the peak.</source>
        <translation>Ces valeurs ne vont pas ensemble sur le plateau. Vérifie les cases des raccourcis, des étapes et du sommet.</translation>
    </message>
    <message>
        <source>These values work, but differ from the published game:</source>
        <translation>Ces valeurs fonctionnent, mais diffèrent du jeu publié&#xa0;:</translation>
    </message>
    <message>
        <source>Two shortcuts start on space {0}.</source>
        <translation>Deux raccourcis partent de la case {0}.</translation>
    </message>
    <message>
        <source>Your saved board could not be read, so the board printed in the rulebook is shown. Correct it and save it again.</source>
        <translation>Ton plateau enregistré n’a pas pu être lu&#xa0;: le plateau imprimé dans la règle est affiché. Corrige-le et enregistre-le de nouveau.</translation>
    </message>
    <message>
        <source>Your saved board could not be read: {0}</source>
        <extracomment>What the dialog showed when loaded, as values (the cards, the race map and the team map): closing with anything else asks first. Compared as values, not as the board&apos;s written files: writing them (tomlkit, which keeps every comment) is only needed to check or save, not to open the dialog. The open &quot;Save your changes?&quot; question, if any.</extracomment>
        <translation>Ton plateau enregistré n’a pas pu être lu&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0}, extra task squirrels</source>
        <translation>{0}, écureuils du défi bonus</translation>
    </message>
    <message>
        <source>{0}, rods</source>
        <translation>{0}, baguettes</translation>
    </message>
    <message>
        <source>{0}: name at least one material.</source>
        <translation>{0}&#xa0;: indique au moins un matériel.</translation>
    </message>
    <message>
        <source>{what}: {value} is too high. It can be at most {high}.</source>
        <translation>{what}&#xa0;: {value}, c’est trop. Au plus {high}.</translation>
    </message>
    <message>
        <source>{what}: {value} is too low. It must be at least {low}.</source>
        <translation>{what}&#xa0;: {value}, c’est trop peu. Au moins {low}.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Campground</source>
        <translation>Campement</translation>
    </message>
    <message>
        <source>Next goal: intermediate destination {pile} on space {n}.</source>
        <translation>Prochain but&#xa0;: l’étape {pile} sur la case {n}.</translation>
    </message>
    <message>
        <source>Next goal: the peak C on space {n}.</source>
        <translation>Prochain but&#xa0;: le sommet C sur la case {n}.</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Aucune partie n’est ouverte.</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Sommet</translation>
    </message>
    <message>
        <source>Route map</source>
        <extracomment>What was last put on screen, part by part: where (widget pixels) and how it looked. A change repaints only the parts that differ (see _repaint_changes). Paint events received (tests read it). The moment the table waits for, shown large over the map for a moment.</extracomment>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Route {0}</source>
        <translation>Route {0}</translation>
    </message>
    <message>
        <source>Squirrels: {n}.</source>
        <translation>Écureuils&#xa0;: {n}.</translation>
    </message>
    <message>
        <source>The team marker is {where}.</source>
        <translation>Le pion de l’équipe est {where}.</translation>
    </message>
    <message>
        <source>{m} of {n}</source>
        <translation>{m} sur {n}</translation>
    </message>
    <message>
        <source>{who} to play.</source>
        <translation>À {who} de jouer.</translation>
    </message>
    <message>
        <source>{who} {where}.</source>
        <translation>{who} est {where}.</translation>
    </message>
</context>
<context>
    <name>CardsTab</name>
    <message>
        <source>Empty for a card without an extra task</source>
        <translation>Vide pour une carte sans défi bonus</translation>
    </message>
    <message>
        <source>Extra task</source>
        <translation>Défi bonus</translation>
    </message>
    <message>
        <source>Extra task:</source>
        <translation>Défi bonus&#xa0;:</translation>
    </message>
    <message>
        <source>Extra-task materials</source>
        <translation>Matériel du défi bonus</translation>
    </message>
    <message>
        <source>Extra-task materials:</source>
        <translation>Matériel du défi bonus&#xa0;:</translation>
    </message>
    <message>
        <source>Extra-task squirrels</source>
        <translation>Écureuils du défi bonus</translation>
    </message>
    <message>
        <source>Extra-task squirrels:</source>
        <translation>Écureuils du défi bonus&#xa0;:</translation>
    </message>
    <message>
        <source>Materials</source>
        <translation>Matériel</translation>
    </message>
    <message>
        <source>Materials (separated by commas):</source>
        <translation>Matériel (séparé par des virgules)&#xa0;:</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Carte suivante</translation>
    </message>
    <message>
        <source>Previous card</source>
        <translation>Carte précédente</translation>
    </message>
    <message>
        <source>Rods</source>
        <extracomment>Each card&apos;s (shown, game-data) texts of its materials, task and task materials: a text nobody edited saves the game data&apos;s own words.</extracomment>
        <translation>Baguettes</translation>
    </message>
    <message>
        <source>Rods:</source>
        <translation>Baguettes&#xa0;:</translation>
    </message>
    <message>
        <source>Route cards</source>
        <translation>Cartes route</translation>
    </message>
    <message>
        <source>The card shows an ice crystal</source>
        <translation>La carte montre un cristal de glace</translation>
    </message>
    <message>
        <source>to check</source>
        <translation>à vérifier</translation>
    </message>
    <message>
        <source>{name} (pile {pile})</source>
        <translation>{name} (pile {pile})</translation>
    </message>
</context>
<context>
    <name>ChoicePanel</name>
    <message>
        <source>One attempt only; no squirrels can help.</source>
        <extracomment>Where each widget goes in the grid: (widget, row, column, rows, columns).</extracomment>
        <translation>Un seul essai&#x202f;; aucun écureuil ne peut aider.</translation>
    </message>
    <message>
        <source>The card that turned up on the table</source>
        <translation>La carte sortie sur la table</translation>
    </message>
    <message>
        <source>Who holds the second rod? (You may skip this.)</source>
        <extracomment>The key of each listed choice, in order: 1-9, then 0 for the tenth and Q and W for the eleventh and twelfth (a pile&apos;s cards, told in a table-draws game, run to twelve). The characters of the digit keys 1 to 9 on a French (AZERTY) keyboard, without Shift. How much larger than the app&apos;s text a choice is drawn: normally, and compact. The choice buttons, made once and given the next turn&apos;s choices: a new button for every choice of every turn cost each click its making, styling and a layout of the whole panel. Where the choices stand in their grid now (see _set_choices). Compact: smaller words and report buttons (see set_compact).</extracomment>
        <translation>Qui tient la deuxième baguette&#x202f;? (on peut passer)</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n fois</numerusform>
            <numerusform>%n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>Change to route {pile} (costs {cost})</source>
        <translation>Passer à la route {pile} (coûte {cost})</translation>
    </message>
    <message>
        <source>Route {0}</source>
        <translation>Route {0}</translation>
    </message>
    <message>
        <source>Take the built route {0}</source>
        <translation>Prendre la route construite {0}</translation>
    </message>
    <message>
        <source>a first guess</source>
        <translation>une première estimation</translation>
    </message>
    <message>
        <source>a rough guess</source>
        <translation>une estimation grossière</translation>
    </message>
    <message>
        <source>about {0} spaces back</source>
        <translation>environ {0} cases en arrière</translation>
    </message>
    <message>
        <source>about {0} spaces forward</source>
        <translation>environ {0} cases en avant</translation>
    </message>
    <message>
        <source>fairly sure</source>
        <translation>plutôt sûr</translation>
    </message>
    <message>
        <source>no attempts yet on pile {pile}: about {chance}, from how you do on other piles</source>
        <translation>pas encore d’essai sur les cartes {pile}&#xa0;: environ {chance}, d’après tes résultats sur les autres cartes</translation>
    </message>
    <message>
        <source>no attempts yet: about {chance} like your other cards of pile {pile}</source>
        <translation>pas encore d’essai&#xa0;: environ {chance} comme tes autres cartes {pile}</translation>
    </message>
    <message>
        <source>no attempts yet: about {chance}, like everyone on pile {pile}</source>
        <translation>pas encore d’essai&#xa0;: environ {chance}, comme tout le monde sur les cartes {pile}</translation>
    </message>
    <message>
        <source>no move expected</source>
        <translation>pas de déplacement attendu</translation>
    </message>
    <message>
        <source>no squirrels spent</source>
        <translation>aucun écureuil dépensé</translation>
    </message>
    <message>
        <source>nobody has tried a card of pile {pile} yet: {chance}</source>
        <translation>personne n’a encore essayé une carte {pile}&#xa0;: {chance}</translation>
    </message>
    <message>
        <source>squirrels spent: about {0}</source>
        <translation>écureuils dépensés&#xa0;: environ {0}</translation>
    </message>
    <message>
        <source>your record on these cards: {m} of {n} first attempts mastered</source>
        <translation>ton bilan sur ces cartes&#xa0;: {m} premiers essais réussis sur {n}</translation>
    </message>
    <message>
        <source>{choice}: {first} first go, {chance} with retries; {advance}, {squirrels} ({evidence}; {sure})</source>
        <translation>{choice}&#xa0;: {first} au premier essai, {chance} avec de nouveaux essais&#xa0;; {advance}, {squirrels} ({evidence}&#xa0;; {sure})</translation>
    </message>
    <message>
        <source>{mastered} of {attempts}</source>
        <extracomment>Reads the record the coach learns from (everyone&apos;s attempts, oldest first).</extracomment>
        <translation>{mastered} sur {attempts}</translation>
    </message>
    <message>
        <source>{name}: {chance} to master {card} first go ({evidence}; {sure})</source>
        <translation>{name}&#xa0;: {chance} de réussir {card} au premier essai ({evidence}&#xa0;; {sure})</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Beside each choice, what your own record says about it. It never chooses.</source>
        <translation>À côté de chaque choix, ce que ton propre bilan en dit. Il ne choisit jamais à ta place.</translation>
    </message>
    <message>
        <source>Coach: the odds from your own record</source>
        <extracomment>The coach was switched on or off (bool).</extracomment>
        <translation>Entraîneur&#xa0;: les chances d’après ton propre bilan</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n ratée</numerusform>
            <numerusform>%n ratées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mastered</source>
        <translation>
            <numerusform>%n réussie</numerusform>
            <numerusform>%n réussies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of {0} mastered</source>
        <translation>
            <numerusform>%n réussie sur {0}</numerusform>
            <numerusform>%n réussies sur {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Route {pile}: {mastered}, {failed}</source>
        <translation>Route {pile}&#xa0;: {mastered}, {failed}</translation>
    </message>
</context>
<context>
    <name>DamagedRow</name>
    <message>
        <source>A saved game could not be read</source>
        <translation>Une partie enregistrée n’a pas pu être lue</translation>
    </message>
    <message>
        <source>Part of the file that holds it is damaged, so its players and its place on the board cannot be shown. Your other games are not affected. A backup from an earlier day may still have it whole.</source>
        <translation>Un morceau du fichier qui la contient est abîmé&#xa0;: ses joueurs et sa position sur le plateau ne peuvent pas être affichés. Tes autres parties ne sont pas touchées. Une sauvegarde d’un jour précédent la contient peut-être encore en entier.</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
</context>
<context>
    <name>DesktopEntry</name>
    <message>
        <source>A companion for the table while you play the wooden dexterity game Blocky Mountains. You build the routes from blocks and steer the trapper and the grizzly with the rods; the app keeps the route map, the three route-card piles, the owl tiles and the squirrels, and knows the rules for moving, shortcuts, route changes and the end of the game.</source>
        <extracomment>The metainfo&apos;s description: paragraphs, then the list of what the app offers.</extracomment>
        <translation>Un compagnon pour la table pendant que tu joues à Blocky Mountains, le jeu d’adresse en bois. Tu construis les routes avec des blocs et guides le trappeur et le grizzly avec les baguettes&#xa0;; l’application tient le plateau, les trois piles de cartes route, les tuiles hibou et les écureuils, et connaît les règles des déplacements, des raccourcis, des changements de route et de la fin de partie.</translation>
    </message>
    <message>
        <source>A race on the route map</source>
        <extracomment>The metainfo&apos;s screenshots (docs/screenshots/&lt;file&gt;), the first one the default, each with its caption.</extracomment>
        <translation>Une course sur le plateau</translation>
    </message>
    <message>
        <source>After each try you only say what happened: mastered or failed. Big buttons, plain words and keyboard shortcuts make it easy for children from 8 to use, and every step can be undone.</source>
        <translation>Après chaque essai, tu dis seulement ce qui s’est passé&#xa0;: réussi ou raté. De grands boutons, des mots simples et des raccourcis clavier la rendent facile à utiliser pour les enfants dès 8 ans, et chaque étape peut être annulée.</translation>
    </message>
    <message>
        <source>Board Game Companion</source>
        <extracomment>What the app is, in a few words (the desktop entry&apos;s GenericName).</extracomment>
        <translation>Compagnon de jeux de société</translation>
    </message>
    <message>
        <source>It also keeps the table of Montgolfière, the card game in which 2 to 6 hot-air balloons race to the Moon: everybody reveals a card at once, and the app resolves the round in the rulebook&apos;s order (sleeping gas, storm, ballast with the squadron bonus, super engine and chains of grappling hooks), tells it step by step and moves the balloons on a sky board.</source>
        <translation>Elle tient aussi la table de Montgolfière, le jeu de cartes où 2 à 6 montgolfières font la course jusqu’à la Lune&#xa0;: chacun révèle une carte en même temps, et l’application résout le tour dans l’ordre de la règle (Gaz Soporifique, Tempête, Lest avec le bonus d’escadrille, Super Moteur et chaînes de Grappins), le raconte étape par étape et déplace les ballons sur un plateau du ciel.</translation>
    </message>
    <message>
        <source>Montgolfière on the 15-space or the 12-space board, with the Black Baron and matches of several games</source>
        <translation>Montgolfière sur le plateau de 15 ou de 12 cases, avec le Baron Noir et des matchs de plusieurs parties</translation>
    </message>
    <message>
        <source>Montgolfière: the balloons on their way to the Moon</source>
        <translation>Montgolfière&#xa0;: les ballons en route vers la Lune</translation>
    </message>
    <message>
        <source>Race game for 1 to 4 players, with cards drawn by the app or from the real piles</source>
        <translation>Course de 1 à 4 joueurs, avec des cartes tirées par l’application ou dans les vraies piles</translation>
    </message>
    <message>
        <source>Solo training with a training log</source>
        <translation>Entraînement solo avec un carnet d’entraînement</translation>
    </message>
    <message>
        <source>Table companion for Blocky Mountains and Montgolfière</source>
        <extracomment>One line: the desktop entry&apos;s Comment and the metainfo&apos;s summary.</extracomment>
        <translation>Compagnon de table pour Blocky Mountains et Montgolfière</translation>
    </message>
    <message>
        <source>Team game for 2 to 7 adventurers who climb together</source>
        <translation>Partie en équipe pour 2 à 7 aventuriers qui grimpent ensemble</translation>
    </message>
    <message>
        <source>The start screen offers to continue a game</source>
        <translation>L’écran d’accueil propose de reprendre une partie</translation>
    </message>
    <message>
        <source>The training log&apos;s charts, in the dark look</source>
        <translation>Les graphiques du carnet d’entraînement, en mode sombre</translation>
    </message>
    <message>
        <source>Unlimited undo and redo; a game is saved after every step and survives a restart</source>
        <translation>Annuler et rétablir sans limite&#xa0;; une partie est enregistrée après chaque étape et survit à un redémarrage</translation>
    </message>
    <message>
        <source>board game;dexterity;blocks;family;squirrels;balloon;card game</source>
        <extracomment>Words a menu search finds the app by, separated by &quot;;&quot; (the desktop entry&apos;s Keywords, which also lists the names of the two games).</extracomment>
        <translation>jeu de société;jeu d’adresse;blocs;famille;écureuils;ballon;jeu de cartes</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>(same space and squirrels: shared place)</source>
        <translation>(même case et autant d’écureuils&#xa0;: place partagée)</translation>
    </message>
    <message>
        <source>(same space as {0}: fewer squirrels decided)</source>
        <translation>(à égalité de case avec {0}, mais moins d’écureuils)</translation>
    </message>
    <message>
        <source>A shared victory!</source>
        <translation>Une victoire partagée&#x202f;!</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>Retour à l’accueil</translation>
    </message>
    <message>
        <source>Pile {pile} ran out with the team marker on space {pos}; it needed to reach intermediate destination {pile} (space {goal}).</source>
        <translation>La pile {pile} est vide avec le pion de l’équipe sur la case {pos}&#xa0;; il fallait atteindre l’étape {pile} (case {goal}).</translation>
    </message>
    <message>
        <source>Pile {pile} ran out with the team marker on space {pos}; it needed to reach the peak C (space {goal}).</source>
        <translation>La pile {pile} est vide avec le pion de l’équipe sur la case {pos}&#xa0;; il fallait atteindre le sommet C (case {goal}).</translation>
    </message>
    <message>
        <source>Play again with the same players</source>
        <translation>Rejouer avec les mêmes joueurs</translation>
    </message>
    <message>
        <source>Squirrels kept: {0}</source>
        <translation>Écureuils gardés&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The team has lost.</source>
        <translation>L’équipe a perdu.</translation>
    </message>
    <message>
        <source>The team has won!</source>
        <translation>L’équipe a gagné&#x202f;!</translation>
    </message>
    <message>
        <source>The team marker reached the peak C, space {0}.</source>
        <translation>Le pion de l’équipe a atteint le sommet C, case {0}.</translation>
    </message>
    <message>
        <source>Training complete!</source>
        <translation>Entraînement terminé&#x202f;!</translation>
    </message>
    <message numerus="yes">
        <source>Training complete: %n card(s) mastered</source>
        <translation>
            <numerusform>Entraînement terminé&#xa0;: %n carte réussie</numerusform>
            <numerusform>Entraînement terminé&#xa0;: %n cartes réussies</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <extracomment>The result&apos;s rows (a colour swatch and a line each), made when first needed and given the next game&apos;s result: a game&apos;s last click then makes no widgets. The players&apos; names, cut where they are too long to draw. What improved since last time, for a practice plan&apos;s summary (see GameScreen).</extracomment>
        <translation>{name} gagne&#x202f;!</translation>
    </message>
    <message>
        <source>{place}. {name}: {where}, {squirrels}</source>
        <translation>{place}. {name}&#xa0;: {where}, {squirrels}</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>&apos;{colour}&apos; is not a player colour (white, black, orange, violet)</source>
        <translation>«&#x202f;{colour}&#x202f;» n’est pas une couleur de joueur (blanc, noir, orange, violet).</translation>
    </message>
    <message>
        <source>A handicap is for a race only: at most 6 squirrels at the start in all, a head start of 1 to 3 spaces, or the difficult route whenever it is offered</source>
        <translation>Un handicap n’existe que pour la course&#xa0;: 6 écureuils au plus au départ en tout, 1 à 3 cases d’avance, ou la route difficile chaque fois qu’elle est proposée</translation>
    </message>
    <message>
        <source>A match is played to 1 to 999 points, not {target}.</source>
        <translation>Un match se joue en 1 à 999 points, pas {target}.</translation>
    </message>
    <message>
        <source>A name cannot be empty: it needs at least one visible letter, digit or sign.</source>
        <translation>Un nom ne peut pas être vide&#xa0;: il lui faut au moins une lettre, un chiffre ou un signe visible.</translation>
    </message>
    <message>
        <source>A name may have at most {max} characters</source>
        <translation>Un nom peut avoir au plus {max} caractères.</translation>
    </message>
    <message>
        <source>A name may have at most {max} characters.</source>
        <translation>Un nom peut avoir au plus {max} caractères.</translation>
    </message>
    <message>
        <source>A name must be text.</source>
        <translation>Un nom doit être du texte.</translation>
    </message>
    <message>
        <source>A player&apos;s name must have 1 to 40 characters.</source>
        <translation>Le nom d’un joueur doit avoir 1 à 40 caractères.</translation>
    </message>
    <message>
        <source>Another program is using {path} right now (it holds a lock on it). Close that program, then open the app again. The file was left as it is.</source>
        <translation>Un autre programme utilise {path} en ce moment (il le tient verrouillé). Ferme ce programme, puis rouvre l’application. Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <source>At least one player must fly a balloon.</source>
        <translation>Au moins un joueur doit piloter un ballon.</translation>
    </message>
    <message>
        <source>Every balloon needs one of the six colours.</source>
        <translation>Chaque ballon doit avoir une des six couleurs.</translation>
    </message>
    <message>
        <source>Every player needs a colour</source>
        <translation>Chaque joueur a besoin d’une couleur.</translation>
    </message>
    <message>
        <source>Every player needs a name</source>
        <translation>Chaque joueur a besoin d’un nom.</translation>
    </message>
    <message>
        <source>Montgolfière needs 2 to 6 balloons; there are {count}.</source>
        <translation>Montgolfière se joue avec 2 à 6 ballons&#xa0;; il y en a {count}.</translation>
    </message>
    <message>
        <source>No practice plan could be made for this player</source>
        <translation>Aucun plan d’entraînement n’a pu être préparé pour ce joueur.</translation>
    </message>
    <message>
        <source>Only one Black Baron can fly.</source>
        <translation>Un seul Baron Noir peut voler.</translation>
    </message>
    <message>
        <source>Players must be in colour order: white, black, orange, violet</source>
        <translation>Les joueurs jouent dans l’ordre des couleurs&#xa0;: blanc, noir, orange, violet.</translation>
    </message>
    <message>
        <source>Solo training is for 1 player, not {n}</source>
        <translation>L’entraînement solo se joue à 1 joueur, pas à {n}.</translation>
    </message>
    <message>
        <source>The app cannot read or write {path} ({detail}).</source>
        <translation>L’application ne peut pas lire ni écrire {path} ({detail}).</translation>
    </message>
    <message>
        <source>The app cannot save in the folder {path}: it is read-only. Choose another folder for the app&apos;s data, or make this one writable.</source>
        <translation>L’application ne peut pas enregistrer dans le dossier {path}&#xa0;: il est en lecture seule. Choisis un autre dossier pour les données de l’application, ou rends celui-ci modifiable.</translation>
    </message>
    <message>
        <source>The app is not allowed to change {path}: it belongs to another user or its permissions forbid it. Give your user the right to change it, or choose another folder for the app&apos;s data.</source>
        <translation>L’application n’a pas le droit de modifier {path}&#xa0;: il appartient à un autre utilisateur ou ses autorisations l’interdisent. Donne à ton utilisateur le droit de le modifier, ou choisis un autre dossier pour les données de l’application.</translation>
    </message>
    <message>
        <source>The backup {path} cannot be restored ({detail}). Nothing was changed; choose another backup.</source>
        <translation>La sauvegarde {path} ne peut pas être restaurée ({detail}). Rien n’a été modifié&#x202f;; choisis une autre sauvegarde.</translation>
    </message>
    <message>
        <source>The board data cannot be used: {detail}</source>
        <translation>Les données du plateau ne peuvent pas être utilisées&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>The board data the app ships with cannot be read ({detail}). Put the file back as the app installed it, or install the app again.</source>
        <translation>Les données du plateau fournies avec l’application ne peuvent pas être lues ({detail}). Remets le fichier tel que l’application l’a installé, ou réinstalle l’application.</translation>
    </message>
    <message>
        <source>The disk holding {path} is full, so the last step could not be saved. Everything saved before it is safe. Free some space and try again.</source>
        <translation>Le disque qui contient {path} est plein&#xa0;: ta dernière action n’a pas pu être enregistrée. Tout ce qui a été enregistré avant est en sécurité. Libère de la place et réessaie.</translation>
    </message>
    <message>
        <source>The file holds a game of &apos;{name}&apos;, which this app does not know; a newer version of the app may load it. Nothing was loaded.</source>
        <translation>Le fichier contient une partie de «&#xa0;{name}&#xa0;», un jeu que cette application ne connaît pas&#xa0;; une version plus récente de l’application pourra peut-être la charger. Rien n’a été chargé.</translation>
    </message>
    <message>
        <source>The file holds a game of {name} played with newer rules (rules version {version}; this app knows up to {known}). Please update the app. Nothing was loaded.</source>
        <translation>Le fichier contient une partie de {name} jouée avec des règles plus récentes (version des règles {version}&#xa0;; cette application connaît jusqu’à {known}). Mets l’application à jour, s’il te plaît. Rien n’a été chargé.</translation>
    </message>
    <message>
        <source>The file {path} is marked read-only, so the app cannot save your games in it. Remove the read-only mark in the file&apos;s properties, or choose another folder.</source>
        <translation>Le fichier {path} est en lecture seule, l’application ne peut donc pas y enregistrer tes parties. Retire la lecture seule dans les propriétés du fichier, ou choisis un autre dossier.</translation>
    </message>
    <message>
        <source>The folder for your games cannot be created: {path} ({detail}).</source>
        <translation>Le dossier de tes parties ne peut pas être créé&#xa0;: {path} ({detail}).</translation>
    </message>
    <message>
        <source>The game cannot start: its board data cannot be read ({detail}). Put the file back as the app installed it, or install the app again.</source>
        <translation>La partie ne peut pas commencer&#xa0;: les données de son plateau ne peuvent pas être lues ({detail}). Remets le fichier tel que l’application l’a installé, ou réinstalle l’application.</translation>
    </message>
    <message>
        <source>The level must be beginner or advanced</source>
        <translation>Le niveau doit être débutants ou experts.</translation>
    </message>
    <message>
        <source>The name contains characters that cannot be saved.</source>
        <translation>Le nom contient des caractères qui ne peuvent pas être enregistrés.</translation>
    </message>
    <message>
        <source>The practice plan lists &apos;{card}&apos;, which is no route card</source>
        <translation>Le plan d’entraînement indique «&#x202f;{card}&#x202f;», qui n’est pas une carte route.</translation>
    </message>
    <message>
        <source>The race game is for 1 to 4 players, not {n}</source>
        <translation>La course se joue de 1 à 4 joueurs, pas à {n}.</translation>
    </message>
    <message>
        <source>The saved games in {path} are already open in another window of the app. Close that window first.</source>
        <translation>Les parties enregistrées dans {path} sont déjà ouvertes dans une autre fenêtre de l’application. Ferme d’abord cette fenêtre.</translation>
    </message>
    <message>
        <source>The saved games in {path} are damaged. The file was left as it is. Backups you can restore: {backups}. Restore one, or move the file away to start afresh.</source>
        <translation>Les parties enregistrées dans {path} sont endommagées. Le fichier n’a pas été modifié. Sauvegardes que tu peux restaurer&#xa0;: {backups}. Restaures-en une, ou déplace le fichier pour repartir de zéro.</translation>
    </message>
    <message>
        <source>The saved games in {path} are damaged. The file was left as it is. There is no backup of it to restore; move the file away to start afresh.</source>
        <translation>Les parties enregistrées dans {path} sont endommagées. Le fichier n’a pas été modifié. Il n’y a aucune sauvegarde à restaurer&#x202f;; déplace le fichier pour repartir de zéro.</translation>
    </message>
    <message>
        <source>The saved games in {path} could not be used ({detail}).</source>
        <translation>Les parties enregistrées dans {path} n’ont pas pu être utilisées ({detail}).</translation>
    </message>
    <message>
        <source>The saved games in {path} were being saved when the app or the computer stopped, and that last save can only be finished where the app may write; {folder} is not such a place. Make it writable, or copy the file together with the &apos;-journal&apos; file beside it to a writable folder, and open it again. The file was left as it is.</source>
        <translation>Les parties de {path} étaient en cours d’enregistrement quand l’application ou l’ordinateur s’est arrêté, et ce dernier enregistrement ne peut être terminé que là où l’application peut écrire&#x202f;; {folder} n’est pas un tel endroit. Rends-le modifiable, ou copie le fichier avec le fichier «&#x202f;-journal&#x202f;» qui est à côté dans un dossier modifiable, puis rouvre-le. Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <source>The seed must be a whole number</source>
        <translation>Le numéro de mélange doit être un nombre entier.</translation>
    </message>
    <message>
        <source>The shuffle number is too large.</source>
        <translation>Le numéro de mélange est trop grand.</translation>
    </message>
    <message>
        <source>The starting spaces must be spaces of the board.</source>
        <translation>Les cases de départ doivent être des cases du plateau.</translation>
    </message>
    <message>
        <source>The team starts at the campground or intermediate A or B</source>
        <translation>L’équipe part du campement ou de l’étape A ou B.</translation>
    </message>
    <message>
        <source>The team variant is for 2 to 7 adventurers, not {n}</source>
        <translation>La partie en équipe se joue de 2 à 7 aventuriers, pas à {n}.</translation>
    </message>
    <message>
        <source>The training is pile A, B, C or the full climb</source>
        <translation>L’entraînement est la route A, B, C ou toute l’ascension.</translation>
    </message>
    <message>
        <source>There is no such board.</source>
        <translation>Ce plateau n’existe pas.</translation>
    </message>
    <message>
        <source>This export was written by a newer version of the app (export version {version}; this app reads up to {known}). Please update the app. Nothing was loaded.</source>
        <translation>Cette sauvegarde a été écrite par une version plus récente de l’application (version de sauvegarde {version}&#xa0;; cette application lit jusqu’à {known}). Mets l’application à jour, s’il te plaît. Rien n’a été chargé.</translation>
    </message>
    <message>
        <source>Two balloons are called {name}.</source>
        <translation>Deux ballons s’appellent {name}.</translation>
    </message>
    <message>
        <source>Two balloons have the same colour.</source>
        <translation>Deux ballons ont la même couleur.</translation>
    </message>
    <message>
        <source>Two different players in one game of the file are both called &apos;{name}&apos;. Names must tell players apart, so this file cannot be loaded; rename one of them where the file was saved, and save it again. Nothing was loaded.</source>
        <translation>Dans une partie du fichier, deux joueurs différents s’appellent tous deux «&#x202f;{name}&#x202f;». Les noms doivent distinguer les joueurs, ce fichier ne peut donc pas être chargé&#x202f;; renomme l’un d’eux là où le fichier a été enregistré, puis enregistre-le à nouveau. Rien n’a été chargé.</translation>
    </message>
    <message>
        <source>Two players have the same colour</source>
        <translation>Deux joueurs ont la même couleur.</translation>
    </message>
    <message>
        <source>Two players have the same name</source>
        <translation>Deux joueurs ont le même nom.</translation>
    </message>
    <message>
        <source>Two players of one game in the file would both be the player &apos;{name}&apos; here, who cannot take two seats in one game. Rename the player &apos;{name}&apos; here, then load the file again. Nothing was loaded.</source>
        <translation>Deux joueurs d’une partie du fichier seraient tous deux ici le joueur «&#x202f;{name}&#x202f;», qui ne peut pas occuper deux places dans une partie. Renomme ici le joueur «&#x202f;{name}&#x202f;», puis charge à nouveau le fichier. Rien n’a été chargé.</translation>
    </message>
    <message>
        <source>{path} belongs to another program, not to Blocky Mountains. The file was left as it is; choose another file or folder.</source>
        <translation>{path} appartient à un autre programme, pas à Blocky Mountains. Le fichier n’a pas été modifié&#x202f;; choisis un autre fichier ou dossier.</translation>
    </message>
    <message>
        <source>{path} is not a Blocky Mountains database. The file was left as it is; choose another file or folder.</source>
        <translation>{path} n’est pas un fichier de parties Blocky Mountains. Le fichier n’a pas été modifié&#x202f;; choisis un autre fichier ou dossier.</translation>
    </message>
    <message>
        <source>{path} was saved by a newer version of the app (data version {version}; this app knows up to {known}). Please update the app. The file was left as it is.</source>
        <translation>{path} a été enregistré par une version plus récente de l’application (version des données {version}&#x202f;; cette application connaît jusqu’à {known}). Mets l’applicationcation à jour, s’il te plaît. Le fichier n’a pas été modifié.</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <source>Back to the start screen</source>
        <translation>Retour à l’accueil</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation>Quelque chose s’est mal passé.</translation>
    </message>
    <message>
        <source>What happened was written to {0}.</source>
        <translation>Ce qui s’est passé est noté dans {0}.</translation>
    </message>
    <message>
        <source>Your game is saved up to its last step. You can go back to the start screen and carry on, or quit.</source>
        <extracomment>The log, inside the data folder. A log file is at most this large; the three before it are kept (blocky.log.1 to .3). What is written before the log file is open, at most this many lines, kept for it. An error to show (emitted from any thread, shown in the app&apos;s own). The message now on screen, if any.</extracomment>
        <translation>Ta partie est enregistrée jusqu’à son dernier coup. Tu peux revenir à l’accueil et continuer, ou quitter.</translation>
    </message>
</context>
<context>
    <name>FairRaceBox</name>
    <message>
        <source>A fair race</source>
        <extracomment>Each racer&apos;s chance to master each card first go, by their names in turn order (None: the coach is off, or a racer has no record to tell the players apart by). The finished races of the record (see coach_data.played_races). Races behind the chances shown, before a suggestion is asked for and with it.</extracomment>
        <translation>Une course équitable</translation>
    </message>
    <message>
        <source>Chance to win with the handicap: {chances}.</source>
        <translation>Chances de gagner avec le handicap&#xa0;: {chances}.</translation>
    </message>
    <message>
        <source>Chance to win without a handicap, from your records: {chances}.</source>
        <translation>Chances de gagner sans handicap, d’après les parties jouées&#xa0;: {chances}.</translation>
    </message>
    <message>
        <source>No handicap makes this race fairer.</source>
        <translation>Aucun handicap ne rend cette course plus équitable.</translation>
    </message>
    <message>
        <source>Play with this handicap (a house rule)</source>
        <translation>Jouer avec ce handicap (une règle maison)</translation>
    </message>
    <message numerus="yes">
        <source>Raced together with a handicap: %n time(s); wins: {wins}.</source>
        <translation>
            <numerusform>Courues ensemble avec un handicap&#xa0;: %n fois&#xa0;; victoires&#xa0;: {wins}.</numerusform>
            <numerusform>Courues ensemble avec un handicap&#xa0;: %n fois&#xa0;; victoires&#xa0;: {wins}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggest a handicap to even it out</source>
        <translation>Proposer un handicap pour équilibrer</translation>
    </message>
    <message numerus="yes">
        <source>Without: %n time(s); wins: {wins}.</source>
        <translation>
            <numerusform>Sans&#xa0;: %n fois&#xa0;; victoires&#xa0;: {wins}.</numerusform>
            <numerusform>Sans&#xa0;: %n fois&#xa0;; victoires&#xa0;: {wins}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} {chance}</source>
        <translation>{name} {chance}</translation>
    </message>
    <message>
        <source>{name} {wins}</source>
        <translation>{name} {wins}</translation>
    </message>
    <message>
        <source>{name}: {handicap}</source>
        <translation>{name}&#xa0;: {handicap}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>That could not be saved: {0}</source>
        <translation>Cela n’a pas pu être enregistré&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The log could not be rebuilt: {0}</source>
        <extracomment>A new turn begins: shown as a heading so turns stand apart. The player the line is about (colour swatch), or None. What one action did: the state after it and its events (list[Event]), after its log lines and before state_changed (the board reveals the moments the table waits for; a screen reader hears them after the log lines, before whose turn it is).</extracomment>
        <translation>Le journal n’a pas pu être reconstruit&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The move could not be saved, so it was not made: {0}</source>
        <translation>Le coup n’a pas pu être enregistré, il n’a donc pas été joué&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>GameRow</name>
    <message>
        <source>Delete this game</source>
        <translation>Supprimer cette partie</translation>
    </message>
    <message>
        <source>Delete this game: {0}</source>
        <translation>Supprimer cette partie&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <source>{mode}  ·  {when}</source>
        <extracomment>&quot;Restore a backup&quot; was chosen in the row (shown only for a damaged game).</extracomment>
        <translation>{mode}  ·  {when}</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Enter this number in a new game&apos;s form to deal the same cards again.</source>
        <translation>Saisis ce numéro en préparant une nouvelle partie pour distribuer de nouveau les mêmes cartes.</translation>
    </message>
    <message>
        <source>Game log</source>
        <extracomment>Where the splitters&apos; positions are kept between runs (outer, left, right). Which arrangement of the game screen the saved positions were made for. The log&apos;s least height when the turn panel needs room: its heading and about two lines. The turn panel is compact when the side is fewer lines of text high than this (a 1280x706 window at the normal text size is about 37; 760x560 about 28). The turn panel&apos;s &quot;rules help&quot; was asked for. Says the log, the turns and the errors to screen readers.</extracomment>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>Shuffle number {0}</source>
        <translation>Numéro de mélange {0}</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s’est passé</translation>
    </message>
</context>
<context>
    <name>GuessCheck</name>
    <message>
        <source>Not printed in the rulebook: check it on your board, then untick this.</source>
        <translation>Pas imprimé dans la règle&#xa0;: vérifie-le sur ton plateau, puis décoche cette case.</translation>
    </message>
    <message>
        <source>Still a guess</source>
        <extracomment>A guess box: the same yellow, with black text, on every tab and in both schemes.</extracomment>
        <translation>Encore une supposition</translation>
    </message>
</context>
<context>
    <name>HandicapWords</name>
    <message numerus="yes">
        <source>%n extra squirrel(s)</source>
        <translation>
            <numerusform>%n écureuil de plus</numerusform>
            <numerusform>%n écureuils de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more squirrel(s) at the start</source>
        <translation>
            <numerusform>%n écureuil de plus au départ</numerusform>
            <numerusform>%n écureuils de plus au départ</numerusform>
        </translation>
    </message>
    <message>
        <source>Handicap: {handicap}</source>
        <translation>Handicap&#xa0;: {handicap}</translation>
    </message>
    <message>
        <source>Played with a handicap (a house rule).</source>
        <translation>Joué avec un handicap (une règle maison).</translation>
    </message>
    <message>
        <source>Played with a handicap (a house rule): {handicaps}.</source>
        <translation>Joué avec un handicap (une règle maison)&#xa0;: {handicaps}.</translation>
    </message>
    <message numerus="yes">
        <source>a head start of %n space(s)</source>
        <translation>
            <numerusform>%n case d’avance</numerusform>
            <numerusform>%n cases d’avance</numerusform>
        </translation>
    </message>
    <message>
        <source>difficult route whenever offered</source>
        <translation>toujours la route difficile si possible</translation>
    </message>
    <message>
        <source>no handicap</source>
        <translation>pas de handicap</translation>
    </message>
    <message>
        <source>the difficult route whenever it is offered</source>
        <translation>toujours la route difficile quand il y en a une</translation>
    </message>
    <message>
        <source>{name}: {handicap}</source>
        <translation>{name}&#xa0;: {handicap}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Back to the start screen</source>
        <translation>Retour à l’accueil</translation>
    </message>
    <message>
        <source>Check your board</source>
        <translation>Vérifier ton plateau</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barre principale</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Nouvelle partie&#xa0;: {0}</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Part of this game is damaged, so it cannot be replayed. Your other games are not affected. A backup from an earlier day may still have it whole.</source>
        <translation>Cette partie est abîmée par endroits&#xa0;: elle ne peut pas être reprise. Tes autres parties ne sont pas touchées. Une sauvegarde d’un jour précédent la contient peut-être encore en entier.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Restaurer une sauvegarde…</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Aide des règles</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Something in your saved games could not be read ({0}). Your other data was left as it is.</source>
        <translation>Quelque chose dans tes parties enregistrées n’a pas pu être lu ({0}). Tes autres données n’ont pas été touchées.</translation>
    </message>
    <message>
        <source>Start screen</source>
        <extracomment>Below this the turn panel&apos;s big buttons and the table&apos;s text no longer fit beside the map (a small screen still gets a window no larger than itself). Emitted after the first paint (used by --quit-after-start and the benchmark). How long after the last resize or move the window&apos;s geometry is saved. The folder the saved games are in (known when the app opened them itself). The games&apos; screens&apos; modules and Qt&apos;s Python classes, made once the window is painted with its games listed (each plug-in&apos;s package: its screens). The window&apos;s size and place are saved a moment after they change (a resize drag is many events): a crash then brings back the size the window last had. Each game&apos;s pages, by game id, made on first use. The new-game form was opened from the game on screen: going back returns to it. Games that failed to open since the app started: marked on the start screen and never offered again as the game that was still running. The game the window is about: the one on screen, else the one chosen last. Each game&apos;s statistics page, in the stack.</extracomment>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>The game could not be deleted: {0}</source>
        <translation>La partie n’a pas pu être supprimée&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The game could not be started: {0}</source>
        <translation>La partie n’a pas pu commencer&#xa0;: {0}</translation>
    </message>
    <message>
        <source>This game could not be opened.</source>
        <translation>Cette partie n’a pas pu être ouverte.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Use the built-in board from now on</source>
        <translation>Utiliser désormais le plateau d’origine</translation>
    </message>
    <message>
        <source>What could not be read: {0}</source>
        <translation>Ce qui n’a pas pu être lu&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Your corrected board could not be read, so this game uses the board printed in the rulebook.</source>
        <translation>Ton plateau corrigé n’a pas pu être lu, cette partie utilise donc le plateau imprimé dans la règle.</translation>
    </message>
</context>
<context>
    <name>MapWords</name>
    <message>
        <source>Team marker, {where}, {squirrels}</source>
        <translation>Pion de l’équipe, {where}, {squirrels}</translation>
    </message>
    <message>
        <source>a backpack space (a shortcut starts here)</source>
        <translation>une case sac à dos (un raccourci part d’ici)</translation>
    </message>
    <message>
        <source>a compass space</source>
        <translation>une case boussole</translation>
    </message>
    <message>
        <source>a fox space</source>
        <translation>une case renard</translation>
    </message>
    <message>
        <source>an intermediate destination</source>
        <translation>une étape intermédiaire</translation>
    </message>
    <message>
        <source>the arrow space</source>
        <translation>la case flèche</translation>
    </message>
    <message>
        <source>the team marker</source>
        <translation>le pion de l’équipe</translation>
    </message>
    <message>
        <source>{colour} ({name})</source>
        <translation>{colour} ({name})</translation>
    </message>
    <message>
        <source>{name}, {colour}, {where}, {squirrels}</source>
        <translation>{name}, {colour}, {where}, {squirrels}</translation>
    </message>
    <message>
        <source>{space}, {kind}</source>
        <translation>{space}, {kind}</translation>
    </message>
    <message>
        <source>{space}: {who}</source>
        <translation>{space}&#xa0;: {who}</translation>
    </message>
</context>
<context>
    <name>Modes</name>
    <message>
        <source>Race game</source>
        <translation>Course</translation>
    </message>
    <message>
        <source>Solo training</source>
        <translation>Entraînement solo</translation>
    </message>
    <message>
        <source>Team game</source>
        <translation>Partie en équipe</translation>
    </message>
</context>
<context>
    <name>Montgolfiere</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved game(s) could not be read and are left out.</source>
        <translation>
            <numerusform>%n partie enregistrée n’a pas pu être lue et est laissée de côté.</numerusform>
            <numerusform>%n parties enregistrées n’ont pas pu être lues et sont laissées de côté.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n storm(s): the round is stormy.</source>
        <translation>
            <numerusform>%n Tempête&#xa0;: le tour est orageux.</numerusform>
            <numerusform>%n Tempêtes&#xa0;: le tour est orageux.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n storms cancel out: no storm.</source>
        <translation>
            <numerusform>%n Tempête s’annule&#xa0;: pas de Tempête.</numerusform>
            <numerusform>%n Tempêtes s’annulent&#xa0;: pas de Tempête.</numerusform>
        </translation>
    </message>
    <message>
        <source>1. Sleeping gas</source>
        <translation>1. Gaz Soporifique</translation>
    </message>
    <message>
        <source>12 spaces (French box)</source>
        <translation>12 cases (boîte française)</translation>
    </message>
    <message>
        <source>15 spaces (English box)</source>
        <translation>15 cases (boîte anglaise)</translation>
    </message>
    <message>
        <source>2 to 6 balloons race to the Moon, the last space of the board. Every balloon starts on space 5.</source>
        <translation>2 à 6 montgolfières font la course jusqu’à la Lune, la dernière case du plateau. Chaque ballon part de la case 5.</translation>
    </message>
    <message>
        <source>2. Storm</source>
        <translation>2. Tempête</translation>
    </message>
    <message>
        <source>3. Ballast</source>
        <translation>3. Lest</translation>
    </message>
    <message>
        <source>4. Super engine</source>
        <translation>4. Super Moteur</translation>
    </message>
    <message>
        <source>5. Grappling hook</source>
        <translation>5. Grappin</translation>
    </message>
    <message>
        <source>A hook follows a balloon on the space just above and moves as it moves; hooks are taken from the top down, so chains carry.</source>
        <translation>Un Grappin suit un ballon de la case juste au-dessus et bouge comme lui&#xa0;; les Grappins se jouent de haut en bas, les chaînes s’enchaînent donc.</translation>
    </message>
    <message>
        <source>A hook follows the move its balloon really makes: behind a balloon stopped by the Moon after 1 space, it climbs 1, not 2.</source>
        <translation>Un Grappin suit le mouvement que son ballon fait vraiment&#xa0;: derrière un ballon arrêté par la Lune après 1 case, il monte de 1, pas de 2.</translation>
    </message>
    <message>
        <source>A match: every balloon scores its space, the Moon 5 more. The match ends after the game in which a balloon reaches the target; the highest total wins, ties share.</source>
        <translation>Match en plusieurs parties&#xa0;: chaque ballon marque le numéro de sa case, la Lune 5 de plus. Le match finit après la partie où un ballon atteint l’objectif&#xa0;; le plus haut total gagne, les ex æquo partagent.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Un tour</translation>
    </message>
    <message>
        <source>A shared match win: {names}!</source>
        <translation>Victoire partagée du match&#xa0;: {names}&#xa0;!</translation>
    </message>
    <message>
        <source>A shared win: {names}!</source>
        <translation>Victoire partagée&#xa0;: {names}&#xa0;!</translation>
    </message>
    <message>
        <source>After the last card, {names} flew highest.</source>
        <comment>one</comment>
        <translation>Après la dernière carte, {names} a volé le plus haut.</translation>
    </message>
    <message>
        <source>After the last card, {names} flew highest.</source>
        <comment>several</comment>
        <translation>Après la dernière carte, {names} ont volé le plus haut.</translation>
    </message>
    <message>
        <source>An odd number of storms makes the round stormy: ballast winners go down 1, a super engine climbs only 1. An even number cancels out.</source>
        <translation>Un nombre impair de Tempêtes rend le tour orageux&#xa0;: les gagnants du Lest descendent d’une case, un Super Moteur ne monte que d’une. Un nombre pair s’annule.</translation>
    </message>
    <message>
        <source>Average final space</source>
        <translation>Case finale moyenne</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Back  (Esc)</source>
        <translation>Retour  (Échap)</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Retour (Échap)</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>Retour à l’écran d’accueil</translation>
    </message>
    <message>
        <source>Ballast</source>
        <translation>Lest</translation>
    </message>
    <message>
        <source>Balloons on the Moon share the win; without one, the highest balloons share it.</source>
        <translation>Les ballons sur la Lune partagent la victoire&#xa0;; sinon, les ballons les plus hauts la partagent.</translation>
    </message>
    <message>
        <source>Balloons: 2 to 6, the Black Baron included</source>
        <translation>Ballons&#xa0;: 2 à 6, Baron Noir compris</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Black Baron</source>
        <translation>Baron Noir</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Climbs 2 spaces, 1 in a storm; sleeping gas never stops it.</source>
        <translation>Monte de 2 cases, d’une seule en cas de Tempête&#xa0;; le Gaz Soporifique ne l’arrête jamais.</translation>
    </message>
    <message>
        <source>Colour of balloon {n}</source>
        <translation>Couleur du ballon {n}</translation>
    </message>
    <message>
        <source>E</source>
        <comment>key of the super engine card</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>Each card is gone once played: a deck of 24 cards makes at most 24 rounds. A card already played is greyed out.</source>
        <translation>Chaque carte jouée est perdue&#xa0;: un paquet de 24 cartes fait au plus 24 tours. Une carte déjà jouée est grisée.</translation>
    </message>
    <message>
        <source>Engine</source>
        <comment>card button</comment>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Enter at least two players, or one and the Black Baron.</source>
        <translation>Saisis au moins deux joueurs, ou un joueur et le Baron Noir.</translation>
    </message>
    <message>
        <source>Enter the same number again to deal the same cards.</source>
        <translation>Saisis à nouveau le même nombre pour donner les mêmes cartes.</translation>
    </message>
    <message>
        <source>Every card is in: resolve the round.</source>
        <translation>Toutes les cartes sont saisies&#xa0;: résous le tour.</translation>
    </message>
    <message>
        <source>Everybody plays one card face down, and all are revealed together. Then enter each balloon&apos;s card: the app shows it only as entered until all are in.</source>
        <translation>Chacun pose une carte face cachée, puis toutes sont retournées ensemble. Saisis ensuite la carte de chaque ballon&#xa0;: l’application l’indique seulement comme saisie jusqu’à ce que toutes le soient.</translation>
    </message>
    <message>
        <source>G</source>
        <comment>key of the sleeping gas card</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>Game {game} is over</source>
        <translation>La partie {game} est finie</translation>
    </message>
    <message>
        <source>Game {game} is over after the last card: {names} flew highest and won.</source>
        <comment>one</comment>
        <translation>La partie {game} est finie après la dernière carte&#xa0;: {names} a volé le plus haut et gagne.</translation>
    </message>
    <message>
        <source>Game {game} is over after the last card: {names} flew highest and won.</source>
        <comment>several</comment>
        <translation>La partie {game} est finie après la dernière carte&#xa0;: {names} ont volé le plus haut et gagnent.</translation>
    </message>
    <message>
        <source>Game {game} is over: {names} reached the Moon and won.</source>
        <comment>one</comment>
        <translation>La partie {game} est finie&#xa0;: {names} a atteint la Lune et gagne.</translation>
    </message>
    <message>
        <source>Game {game} is over: {names} reached the Moon and won.</source>
        <comment>several</comment>
        <translation>La partie {game} est finie&#xa0;: {names} ont atteint la Lune et gagnent.</translation>
    </message>
    <message>
        <source>Game {game} of a match to {target} points · {board}</source>
        <translation>Partie {game} d’un match en {target} points · {board}</translation>
    </message>
    <message>
        <source>Game {game} starts: every balloon on space {space}.</source>
        <translation>La partie {game} commence&#xa0;: tous les ballons sur la case {space}.</translation>
    </message>
    <message>
        <source>Game {game}: after the last card, {names} flew highest.</source>
        <comment>one</comment>
        <translation>Partie {game}&#xa0;: après la dernière carte, {names} a volé le plus haut.</translation>
    </message>
    <message>
        <source>Game {game}: after the last card, {names} flew highest.</source>
        <comment>several</comment>
        <translation>Partie {game}&#xa0;: après la dernière carte, {names} ont volé le plus haut.</translation>
    </message>
    <message>
        <source>Game {game}: {names} reached the Moon.</source>
        <comment>one</comment>
        <translation>Partie {game}&#xa0;: {names} a atteint la Lune.</translation>
    </message>
    <message>
        <source>Game {game}: {names} reached the Moon.</source>
        <comment>several</comment>
        <translation>Partie {game}&#xa0;: {names} ont atteint la Lune.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Games played: {games}. Matches played: {matches}.</source>
        <translation>Parties jouées&#xa0;: {games}. Matchs joués&#xa0;: {matches}.</translation>
    </message>
    <message>
        <source>Gas</source>
        <comment>card button</comment>
        <translation>Gaz</translation>
    </message>
    <message>
        <source>Grappling hook</source>
        <translation>Grappin</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>H</source>
        <comment>key of the grappling hook card</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>Hide the Baron&apos;s card</source>
        <translation>Cacher la carte du Baron</translation>
    </message>
    <message>
        <source>His card is the top card of his pile: the app draws it from the shuffle number shown at the start, or the players turn his real card and enter it.</source>
        <translation>Sa carte est celle du dessus de son talon&#xa0;: l’application la tire avec le numéro de mélange montré au départ, ou les joueurs retournent sa vraie carte et la saisissent.</translation>
    </message>
    <message>
        <source>His next card: {card}</source>
        <translation>Sa prochaine carte&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Hook</source>
        <comment>card button</comment>
        <translation>Grappin</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Règle maison</translation>
    </message>
    <message>
        <source>Keys: 1 to 15 enter ballast (1 then 0 to 5 for 10 to 15), the letters on the buttons enter the other cards, Enter resolves, Escape skips the telling, Ctrl+Z undoes and Ctrl+Y redoes.</source>
        <translation>Touches&#xa0;: 1 à 15 saisissent un Lest (1 puis 0 à 5 pour 10 à 15), les lettres des boutons saisissent les autres cartes, Entrée résout, Échap passe le récit, Ctrl+Z annule et Ctrl+Y rétablit.</translation>
    </message>
    <message numerus="yes">
        <source>Longest chain of grappling hooks: %n hook(s).</source>
        <translation>
            <numerusform>Plus longue chaîne de Grappins&#xa0;: %n Grappin.</numerusform>
            <numerusform>Plus longue chaîne de Grappins&#xa0;: %n Grappins.</numerusform>
        </translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Montgolfière statistics</source>
        <translation>Statistiques de Montgolfière</translation>
    </message>
    <message>
        <source>Montgolfière: rules help</source>
        <translation>Montgolfière&#xa0;: aide des règles</translation>
    </message>
    <message>
        <source>Montgolfière: the rules in short</source>
        <translation>Montgolfière&#xa0;: les règles en bref</translation>
    </message>
    <message>
        <source>Moved its balloon</source>
        <translation>Ballon déplacé</translation>
    </message>
    <message>
        <source>N</source>
        <comment>key of the next game</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>Name of balloon {n}</source>
        <extracomment>The size of a radio button&apos;s or check box&apos;s mark, as on Blocky Mountains&apos; page.</extracomment>
        <translation>Nom du ballon {n}</translation>
    </message>
    <message>
        <source>New Montgolfière game</source>
        <translation>Nouvelle partie de Montgolfière</translation>
    </message>
    <message>
        <source>New game
2-6 balloons</source>
        <translation>Nouvelle partie
2 à 6 ballons</translation>
    </message>
    <message>
        <source>New match
to a target of points</source>
        <translation>Nouveau match
en un nombre de points</translation>
    </message>
    <message>
        <source>Next game (N)</source>
        <translation>Partie suivante (S)</translation>
    </message>
    <message>
        <source>No balloon goes below space 1 or past the Moon.</source>
        <translation>Aucun ballon ne descend sous la case 1 ni ne dépasse la Lune.</translation>
    </message>
    <message>
        <source>No balloon moves.</source>
        <translation>Aucun ballon ne bouge.</translation>
    </message>
    <message>
        <source>No card played yet.</source>
        <extracomment>What the strip and its tooltip were last made for. The strip as last drawn, what it was drawn for (size, ratio, palette, font and colour), and which of its cells were drawn as played.</extracomment>
        <translation>Aucune carte jouée pour l’instant.</translation>
    </message>
    <message>
        <source>No hook is waiting for a choice now.</source>
        <translation>Aucun Grappin n’attend de choix maintenant.</translation>
    </message>
    <message>
        <source>No storm.</source>
        <translation>Pas de Tempête.</translation>
    </message>
    <message>
        <source>Nobody has {target} points yet: the match goes on.</source>
        <translation>Personne n’a encore {target} points&#xa0;: le match continue.</translation>
    </message>
    <message>
        <source>Nobody is on the Baron&apos;s space ({space}), so nobody may look at his next card.</source>
        <translation>Personne n’est sur la case du Baron ({space})&#xa0;: personne ne peut voir sa prochaine carte.</translation>
    </message>
    <message>
        <source>Nobody may peek at the Baron&apos;s card</source>
        <translation>Personne ne peut voir la carte du Baron</translation>
    </message>
    <message>
        <source>One player alone against the Black Baron is allowed.</source>
        <translation>Un joueur seul contre le Baron Noir est permis.</translation>
    </message>
    <message>
        <source>One storm: the round is stormy.</source>
        <translation>Une Tempête&#xa0;: le tour est orageux.</translation>
    </message>
    <message>
        <source>Only {names} look at the screen now.</source>
        <comment>several</comment>
        <translation>Maintenant, {names} regardent l’écran, et personne d’autre.</translation>
    </message>
    <message>
        <source>Only {names} looks at the screen now.</source>
        <comment>one</comment>
        <translation>Maintenant, {names} regarde l’écran, et personne d’autre.</translation>
    </message>
    <message>
        <source>P</source>
        <comment>key of the Baron&apos;s peek</comment>
        <extracomment>Pages of the action area.</extracomment>
        <translation>V</translation>
    </message>
    <message>
        <source>Play a game of Montgolfière to see its figures here.</source>
        <translation>Joue une partie de Montgolfière pour voir ses chiffres ici.</translation>
    </message>
    <message>
        <source>Play a match to</source>
        <translation>Jouer un match en</translation>
    </message>
    <message>
        <source>Play again with the same players</source>
        <translation>Rejouer avec les mêmes joueurs</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Played: {cards}</source>
        <translation>Jouées&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Players on his space may look at his next card before the reveal (Peek): once a round.</source>
        <translation>Les joueurs sur sa case peuvent voir sa prochaine carte avant qu’elle soit retournée (Voir)&#xa0;: une fois par tour.</translation>
    </message>
    <message>
        <source>Points of game {game}: {points}. Match totals: {totals}.</source>
        <translation>Points de la partie {game}&#xa0;: {points}. Totaux du match&#xa0;: {totals}.</translation>
    </message>
    <message>
        <source>Race your balloon to the Moon.</source>
        <translation>Faites la course en montgolfière jusqu’à la Lune.</translation>
    </message>
    <message>
        <source>Ready! Press Start or Enter.</source>
        <translation>C’est prêt&#x202f;! Appuie sur «&#x202f;Commencer la partie&#x202f;» ou sur Entrée.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Resolve the round (Enter)</source>
        <extracomment>How long each sentence of a round stays before the next one comes. The sentences still to show of the round being told, and the glide after them. The Moon reached this round: revealed once its words are told. The round number the rows show, and while a round is told (before its moves are told) that round and the balloons&apos; spaces at its reveal, with how many sentences are still to be told before the moves. What a screen reader was last told comes now, and the round it was told in.</extracomment>
        <translation>Résoudre le tour (Entrée)</translation>
    </message>
    <message>
        <source>Resolve: the app takes the steps in this order.</source>
        <translation>Résoudre&#xa0;: l’application suit les étapes dans cet ordre.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Tour {round} sur {rounds}</translation>
    </message>
    <message>
        <source>Round {round}: {cards}.</source>
        <translation>Tour {round}&#xa0;: {cards}.</translation>
    </message>
    <message>
        <source>S</source>
        <comment>key of the storm card</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Show the Baron&apos;s card</source>
        <translation>Montrer la carte du Baron</translation>
    </message>
    <message>
        <source>Shuffle number of the Baron&apos;s pile</source>
        <translation>Numéro de mélange du talon du Baron</translation>
    </message>
    <message>
        <source>Single game</source>
        <translation>Partie simple</translation>
    </message>
    <message>
        <source>Skip (Esc)</source>
        <translation>Passer (Échap)</translation>
    </message>
    <message>
        <source>Sleeping gas</source>
        <translation>Gaz Soporifique</translation>
    </message>
    <message>
        <source>Sleeping gas cancels every card played from the space just below, except a super engine. The highest gas acts first: a gas cancelled by a gas above does nothing.</source>
        <translation>Le Gaz Soporifique annule toute carte jouée depuis la case juste en dessous, sauf un Super Moteur. Le gaz le plus haut agit d’abord&#xa0;: un gaz annulé par un gaz au-dessus ne fait rien.</translation>
    </message>
    <message>
        <source>Something happened that this version of the app cannot word.</source>
        <translation>Il s’est passé quelque chose que cette version de l’application ne sait pas décrire.</translation>
    </message>
    <message>
        <source>Squadrons: players of balloons on the same space may show each other their hands.</source>
        <translation>Escadrilles&#xa0;: les joueurs dont les ballons sont sur la même case peuvent se montrer leurs cartes.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Start the game  (Enter)</source>
        <translation>Commencer la partie  (Entrée)</translation>
    </message>
    <message>
        <source>Still to enter: {names}.</source>
        <translation>Reste à saisir&#xa0;: {names}.</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Tempête</translation>
    </message>
    <message>
        <source>Storm</source>
        <comment>card button</comment>
        <translation>Tempête</translation>
    </message>
    <message>
        <source>Super engine</source>
        <translation>Super Moteur</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Ce n’est pas possible maintenant.</translation>
    </message>
    <message>
        <source>The Baron&apos;s card can be looked at only before the reveal.</source>
        <translation>La carte du Baron ne se regarde qu’avant d’être retournée.</translation>
    </message>
    <message>
        <source>The Baron&apos;s card of this round is turned already.</source>
        <translation>La carte du Baron est déjà retournée pour ce tour.</translation>
    </message>
    <message>
        <source>The Baron&apos;s card was looked at</source>
        <translation>La carte du Baron a été vue</translation>
    </message>
    <message>
        <source>The Baron&apos;s cards</source>
        <translation>Les cartes du Baron</translation>
    </message>
    <message>
        <source>The Baron&apos;s next card is shown already.</source>
        <translation>La prochaine carte du Baron est déjà montrée.</translation>
    </message>
    <message numerus="yes">
        <source>The Baron&apos;s pile: %n card(s)</source>
        <translation>
            <numerusform>Talon du Baron&#xa0;: %n carte</numerusform>
            <numerusform>Talon du Baron&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>The Black Baron</source>
        <translation>Le Baron Noir</translation>
    </message>
    <message>
        <source>The Black Baron does not fly in this game.</source>
        <translation>Le Baron Noir ne vole pas dans cette partie.</translation>
    </message>
    <message>
        <source>The Black Baron flies (his cards come from his own pile)</source>
        <translation>Le Baron Noir vole (ses cartes viennent de son talon)</translation>
    </message>
    <message>
        <source>The Black Baron flies the black balloon, so no player is black.</source>
        <translation>Le Baron Noir vole avec le ballon noir, donc aucun joueur n’est noir.</translation>
    </message>
    <message>
        <source>The Black Baron&apos;s card is the top card of his pile, not a player&apos;s choice.</source>
        <translation>La carte du Baron Noir est celle du dessus de son talon, pas le choix d’un joueur.</translation>
    </message>
    <message>
        <source>The Black Baron&apos;s card: turn the top card of his pile and enter it.</source>
        <translation>Carte du Baron Noir&#xa0;: retourne la carte du dessus de son talon et saisis-la.</translation>
    </message>
    <message>
        <source>The Black Baron&apos;s hook follows the move that takes him highest.</source>
        <translation>Le Grappin du Baron Noir suit le mouvement qui le mène le plus haut.</translation>
    </message>
    <message>
        <source>The English box has 15 spaces, the French box 12. The players choose.</source>
        <translation>La boîte anglaise a 15 cases, la française 12. Les joueurs choisissent.</translation>
    </message>
    <message>
        <source>The Moon</source>
        <extracomment>The sentences still to show of the round being told, and the glide after them. The Moon reached this round: revealed once its words are told. The round number the rows show, and while a round is told (before its moves are told) that round and the balloons&apos; spaces at its reveal, with how many sentences are still to be told before the moves.</extracomment>
        <translation>La Lune</translation>
    </message>
    <message>
        <source>The Moon is reached: {names}!</source>
        <translation>La Lune est atteinte&#xa0;: {names}&#xa0;!</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>The app draws them; shuffle number:</source>
        <translation>L’application les tire&#xa0;; numéro de mélange&#xa0;:</translation>
    </message>
    <message>
        <source>The app hides his card again as soon as a card is entered for a player who may not look, or the round is resolved. Peek again shows it again to the same players.</source>
        <translation>L’application cache de nouveau sa carte dès qu’une carte est saisie pour un joueur qui ne peut pas la voir, ou que le tour est résolu. Voir encore une fois la montre de nouveau aux mêmes joueurs.</translation>
    </message>
    <message>
        <source>The balloons move: {moves}.</source>
        <translation>Les ballons se déplacent&#xa0;: {moves}.</translation>
    </message>
    <message>
        <source>The board&apos;s ends</source>
        <translation>Les bouts du plateau</translation>
    </message>
    <message>
        <source>The cards of this round are entered already.</source>
        <translation>Les cartes de ce tour sont déjà saisies.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>La fin</translation>
    </message>
    <message>
        <source>The game ends after the round in which a balloon reaches the Moon, or after the 24th round.</source>
        <translation>La partie finit après le tour où un ballon atteint la Lune, ou après le 24e tour.</translation>
    </message>
    <message>
        <source>The game is over after the last card: {names} flew highest and won.</source>
        <comment>one</comment>
        <translation>La partie est finie après la dernière carte&#xa0;: {names} a volé le plus haut et gagne.</translation>
    </message>
    <message>
        <source>The game is over after the last card: {names} flew highest and won.</source>
        <comment>several</comment>
        <translation>La partie est finie après la dernière carte&#xa0;: {names} ont volé le plus haut et gagnent.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>The game is over: {names} reached the Moon and won.</source>
        <comment>one</comment>
        <translation>La partie est finie&#xa0;: {names} a atteint la Lune et gagne.</translation>
    </message>
    <message>
        <source>The game is over: {names} reached the Moon and won.</source>
        <comment>several</comment>
        <translation>La partie est finie&#xa0;: {names} ont atteint la Lune et gagnent.</translation>
    </message>
    <message>
        <source>The heaviest ballast moves up 1 (down 1 in a storm); tied balloons all move. Balloons of one squadron (on the same space) playing the same weight add their number to it: three 7 kg count 10 each.</source>
        <translation>Le Lest le plus lourd monte d’une case (descend d’une en cas de Tempête)&#xa0;; les ex æquo bougent tous. Les ballons d’une escadrille (sur la même case) qui jouent le même poids y ajoutent leur nombre&#xa0;: trois 7 kg comptent 10 chacun.</translation>
    </message>
    <message>
        <source>The match is over: {names} won with {points} points.</source>
        <comment>one</comment>
        <translation>Le match est fini&#xa0;: {names} gagne avec {points} points.</translation>
    </message>
    <message>
        <source>The match is over: {names} won with {points} points.</source>
        <comment>several</comment>
        <translation>Le match est fini&#xa0;: {names} gagnent avec {points} points.</translation>
    </message>
    <message>
        <source>The match to {target} points is over after {games} games.</source>
        <translation>Le match en {target} points est fini (parties jouées&#xa0;: {games}).</translation>
    </message>
    <message>
        <source>The next game starts only after a game of a match is over.</source>
        <translation>La partie suivante ne commence qu’après la fin d’une partie du match.</translation>
    </message>
    <message>
        <source>The round is being resolved: a hook&apos;s player chooses first.</source>
        <translation>Le tour est en cours de résolution&#xa0;: le joueur d’un Grappin choisit d’abord.</translation>
    </message>
    <message>
        <source>The round, step by step</source>
        <translation>Le tour, étape par étape</translation>
    </message>
    <message>
        <source>The sleeping gas of {names}</source>
        <translation>Le Gaz Soporifique de {names}</translation>
    </message>
    <message>
        <source>The sleeping gas of {names} finds nobody on space {space}: a discard.</source>
        <translation>Le Gaz Soporifique de {names} ne trouve personne sur la case {space}&#xa0;: défaussé.</translation>
    </message>
    <message>
        <source>There is no round to resolve now.</source>
        <translation>Il n’y a pas de tour à résoudre maintenant.</translation>
    </message>
    <message>
        <source>They look at his real top card and put it back; nobody else looks.</source>
        <translation>Ils regardent sa vraie carte du dessus et la reposent&#xa0;; personne d’autre ne regarde.</translation>
    </message>
    <message>
        <source>This game: the Moon is space {moon}.</source>
        <translation>Cette partie&#xa0;: la Lune est la case {moon}.</translation>
    </message>
    <message>
        <source>This hook can only follow a balloon on space {space}.</source>
        <translation>Ce Grappin ne peut suivre qu’un ballon de la case {space}.</translation>
    </message>
    <message>
        <source>We turn his real cards and enter them</source>
        <translation>Nous retournons ses vraies cartes et les saisissons</translation>
    </message>
    <message>
        <source>When the balloons above would move differently, the hook&apos;s player chooses; a balloon that does not move may be chosen.</source>
        <translation>Quand les ballons au-dessus bougeraient différemment, le joueur du Grappin choisit&#xa0;; un ballon qui ne bouge pas peut être choisi.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>With app draws the Baron&apos;s card is the top of his shuffled pile.</source>
        <translation>Quand l’application tire, la carte du Baron est celle du dessus de son talon mélangé.</translation>
    </message>
    <message>
        <source>With app draws the app draws the Baron&apos;s card once every player&apos;s card is entered, or for a peek.</source>
        <translation>Quand l’application tire, elle tire la carte du Baron une fois les cartes de tous les joueurs saisies, ou quand quelqu’un peut la voir.</translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation>Gagnée par {names}</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>card entered</source>
        <translation>carte saisie</translation>
    </message>
    <message numerus="yes">
        <source>down %n</source>
        <translation>
            <numerusform>descend de %n case</numerusform>
            <numerusform>descend de %n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>down 1 in the storm</source>
        <translation>descend d’une case dans la Tempête</translation>
    </message>
    <message>
        <source>grappling hook</source>
        <translation>Grappin</translation>
    </message>
    <message>
        <source>his card is turned</source>
        <translation>sa carte est retournée</translation>
    </message>
    <message>
        <source>his card is turned at the reveal</source>
        <translation>sa carte vient au moment de retourner</translation>
    </message>
    <message>
        <source>his card: to enter</source>
        <translation>sa carte&#xa0;: à saisir</translation>
    </message>
    <message>
        <source>on the Moon</source>
        <extracomment>How wide the ring around the chosen balloon&apos;s row is.</extracomment>
        <translation>sur la Lune</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>shuffle number {seed}</source>
        <translation>numéro de mélange {seed}</translation>
    </message>
    <message>
        <source>sleeping gas</source>
        <translation>Gaz Soporifique</translation>
    </message>
    <message>
        <source>space {space}</source>
        <translation>case {space}</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>reste</translation>
    </message>
    <message>
        <source>storm</source>
        <translation>Tempête</translation>
    </message>
    <message>
        <source>super engine</source>
        <translation>Super Moteur</translation>
    </message>
    <message>
        <source>the Black Baron</source>
        <comment>in a sentence, as its subject</comment>
        <translation>le Baron Noir</translation>
    </message>
    <message>
        <source>the Black Baron</source>
        <comment>in a sentence, after a word taking the dative</comment>
        <translation>le Baron Noir</translation>
    </message>
    <message>
        <source>the Black Baron</source>
        <comment>in a sentence, after a word taking the accusative</comment>
        <translation>le Baron Noir</translation>
    </message>
    <message>
        <source>the super engine of {names} runs on</source>
        <translation>le Super Moteur de {names} continue</translation>
    </message>
    <message numerus="yes">
        <source>up %n</source>
        <translation>
            <numerusform>monte de %n case</numerusform>
            <numerusform>monte de %n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>up 1</source>
        <translation>monte d’une case</translation>
    </message>
    <message>
        <source>waiting for the card</source>
        <translation>carte attendue</translation>
    </message>
    <message>
        <source>{card} ({key}) ×{left}</source>
        <extracomment>What each button was last set to show: its text, enabled or not, its tooltip.</extracomment>
        <translation>{card} ({key}) ×{left}</translation>
    </message>
    <message>
        <source>{gas} cancels {cards}</source>
        <translation>{gas} annule&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>{gas} cannot stop the super engine of {names}</source>
        <translation>{gas} ne peut arrêter le Super Moteur de {names}</translation>
    </message>
    <message>
        <source>{kg} kg</source>
        <translation>Lest de {kg} kg</translation>
    </message>
    <message>
        <source>{list} and {last}</source>
        <translation>{list} et {last}</translation>
    </message>
    <message>
        <source>{list} or {last}</source>
        <translation>{list} ou {last}</translation>
    </message>
    <message>
        <source>{names} ({move})</source>
        <translation>{names} ({move})</translation>
    </message>
    <message>
        <source>{names} may look at the Black Baron&apos;s next card (on his space {space}).</source>
        <comment>one</comment>
        <translation>{names} peut voir la prochaine carte du Baron Noir (sur sa case {space}).</translation>
    </message>
    <message>
        <source>{names} may look at the Black Baron&apos;s next card (on his space {space}).</source>
        <comment>several</comment>
        <translation>{names} peuvent voir la prochaine carte du Baron Noir (sur sa case {space}).</translation>
    </message>
    <message>
        <source>{names} may peek at the Baron&apos;s card (P)</source>
        <comment>one</comment>
        <translation>{names} peut voir la carte du Baron (V)</translation>
    </message>
    <message>
        <source>{names} may peek at the Baron&apos;s card (P)</source>
        <comment>several</comment>
        <translation>{names} peuvent voir la carte du Baron (V)</translation>
    </message>
    <message>
        <source>{names} play {kg} kg on space {space}: each counts {counts} in a squadron of {size}.</source>
        <translation>{names} jouent un Lest de {kg} kg sur la case {space}&#xa0;: chacun compte {counts} dans une escadrille de {size}.</translation>
    </message>
    <message>
        <source>{names} reached the Moon.</source>
        <comment>one</comment>
        <translation>{names} a atteint la Lune.</translation>
    </message>
    <message>
        <source>{names} reached the Moon.</source>
        <comment>several</comment>
        <translation>{names} ont atteint la Lune.</translation>
    </message>
    <message>
        <source>{name} cannot go below space 1.</source>
        <translation>{name} ne peut pas descendre sous la case 1.</translation>
    </message>
    <message>
        <source>{name} chooses to follow {target}, who does not move.</source>
        <translation>{name} choisit de suivre {target}, qui ne bouge pas.</translation>
    </message>
    <message>
        <source>{name} chooses to follow {target}: {move}.</source>
        <translation>{name} choisit de suivre {target}&#xa0;: {move}.</translation>
    </message>
    <message>
        <source>{name} chooses whom the grappling hook follows: {options}.</source>
        <translation>{name} choisit qui son Grappin suit&#xa0;: {options}.</translation>
    </message>
    <message>
        <source>{name} has played all 4 grappling hooks.</source>
        <translation>{name} a joué ses 4 Grappins.</translation>
    </message>
    <message>
        <source>{name} has played both sleeping gas cards.</source>
        <translation>{name} a joué ses deux Gaz Soporifiques.</translation>
    </message>
    <message>
        <source>{name} has played both storms already.</source>
        <translation>{name} a déjà joué ses deux Tempêtes.</translation>
    </message>
    <message>
        <source>{name} has played the super engine already.</source>
        <translation>{name} a déjà joué son Super Moteur.</translation>
    </message>
    <message>
        <source>{name} has played the {kg} kg ballast.</source>
        <translation>{name} a déjà joué le Lest de {kg} kg.</translation>
    </message>
    <message>
        <source>{name} stops on the Moon.</source>
        <translation>{name} s’arrête sur la Lune.</translation>
    </message>
    <message>
        <source>{name} wins the match!</source>
        <translation>{name} gagne le match&#xa0;!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gagne&#xa0;!</translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <source>{name} {start} → {end}</source>
        <translation>{name} {start} → {end}</translation>
    </message>
    <message>
        <source>{name}&apos;s card is entered.</source>
        <translation>La carte de {name} est saisie.</translation>
    </message>
    <message>
        <source>{name}&apos;s card of this round is entered already; undo it to change it.</source>
        <translation>La carte de {name} est déjà saisie pour ce tour&#xa0;; annule-la pour la changer.</translation>
    </message>
    <message>
        <source>{name}&apos;s card:</source>
        <translation>Carte de {name}&#xa0;:</translation>
    </message>
    <message>
        <source>{name}&apos;s grappling hook finds nobody on space {space}.</source>
        <translation>Le Grappin de {name} ne trouve personne sur la case {space}.</translation>
    </message>
    <message>
        <source>{name}&apos;s grappling hook follows {target}, who does not move.</source>
        <translation>Le Grappin de {name} suit {target}, qui ne bouge pas.</translation>
    </message>
    <message>
        <source>{name}&apos;s grappling hook follows {target}: {move}.</source>
        <translation>Le Grappin de {name} suit {target}&#xa0;: {move}.</translation>
    </message>
    <message>
        <source>{name}&apos;s hook chooses now.</source>
        <translation>C’est au Grappin de {name} de choisir.</translation>
    </message>
    <message>
        <source>{name}&apos;s sleeping gas</source>
        <translation>Le Gaz Soporifique de {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s sleeping gas finds nobody on space {space}: a discard.</source>
        <translation>Le Gaz Soporifique de {name} ne trouve personne sur la case {space}&#xa0;: défaussé.</translation>
    </message>
    <message>
        <source>{name}&apos;s super engine climbs only 1 in the storm.</source>
        <translation>Le Super Moteur de {name} ne monte que d’une case dans la Tempête.</translation>
    </message>
    <message>
        <source>{name}&apos;s super engine climbs {delta}.</source>
        <translation>Le Super Moteur de {name} monte de {delta} cases.</translation>
    </message>
    <message>
        <source>{name}&apos;s {card}</source>
        <translation>{card} de {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s {kg} kg counts {counts} in a squadron of {size} and shares the win</source>
        <translation>Le Lest de {kg} kg de {name} compte {counts} dans une escadrille de {size} et partage la victoire</translation>
    </message>
    <message>
        <source>{name}&apos;s {kg} kg counts {counts} in a squadron of {size} and wins</source>
        <translation>Le Lest de {kg} kg de {name} compte {counts} dans une escadrille de {size} et gagne</translation>
    </message>
    <message>
        <source>{name}&apos;s {kg} kg is the heaviest ballast and wins</source>
        <translation>Le Lest de {kg} kg de {name} est le plus lourd et gagne</translation>
    </message>
    <message>
        <source>{name}&apos;s {kg} kg ties for the heaviest ballast</source>
        <translation>Le Lest de {kg} kg de {name} est à égalité pour le plus lourd</translation>
    </message>
    <message>
        <source>{name}, whom does your grappling hook follow?</source>
        <translation>{name}, qui ton Grappin suit-il&#xa0;?</translation>
    </message>
    <message>
        <source>{name}: space {space}</source>
        <translation>{name}&#xa0;: case {space}</translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <translation>{name}&#xa0;: {card}</translation>
    </message>
    <message>
        <source>{name}: {total} points (this game {points})</source>
        <translation>{name}&#xa0;: {total} points (cette partie {points})</translation>
    </message>
    <message>
        <source>{number}. {names}: {move}</source>
        <translation>{number}. {names}&#xa0;: {move}</translation>
    </message>
    <message>
        <source>{spaces}-space board</source>
        <translation>Plateau de {spaces} cases</translation>
    </message>
    <message>
        <source>{text}: {where}.</source>
        <translation>{text}&#xa0;: {where}.</translation>
    </message>
</context>
<context>
    <name>MontgolfiereController</name>
    <message>
        <source>That cannot be taken back now.</source>
        <translation>Cela ne peut pas être annulé maintenant.</translation>
    </message>
    <message>
        <source>That could not be saved: {0}</source>
        <translation>Cela n’a pas pu être enregistré&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The move could not be saved, so it was not made: {0}</source>
        <extracomment>What one action did (a tuple of events), emitted before ``state_changed``. Undo or redo replaced the state: views show it as it is, without a replay.</extracomment>
        <translation>Le coup n’a pas pu être enregistré, il n’a donc pas été joué&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>NameBox</name>
    <message>
        <source>Pick a player or type a name</source>
        <translation>Choisis un joueur ou écris un nom</translation>
    </message>
    <message>
        <source>Type a name</source>
        <translation>Écris un nom</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>A practice plan: the cards you need most</source>
        <translation>Un plan d’entraînement&#xa0;: les cartes dont tu as le plus besoin</translation>
    </message>
    <message>
        <source>Advanced (no squirrels)</source>
        <translation>Experts (sans écureuils)</translation>
    </message>
    <message>
        <source>Adventurers, in seat order (2 to 7)</source>
        <translation>Aventuriers, dans l’ordre des places (2 à 7)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Back  (Esc)</source>
        <translation>Retour  (Échap)</translation>
    </message>
    <message>
        <source>Beginners (one squirrel per adventurer)</source>
        <translation>Débutants (un écureuil par aventurier)</translation>
    </message>
    <message>
        <source>Cards and owl tiles</source>
        <translation>Cartes et tuiles hibou</translation>
    </message>
    <message>
        <source>Give every chosen colour a name.</source>
        <translation>Donne un nom à chaque couleur choisie.</translation>
    </message>
    <message>
        <source>Give every chosen seat a name.</source>
        <translation>Donne un nom à chaque place choisie.</translation>
    </message>
    <message>
        <source>Level and start</source>
        <translation>Niveau et départ</translation>
    </message>
    <message>
        <source>Name in seat {0}</source>
        <translation>Nom à la place {0}</translation>
    </message>
    <message>
        <source>Name of player {0}</source>
        <translation>Nom du joueur {0}</translation>
    </message>
    <message>
        <source>Name of the player</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>New race game</source>
        <translation>Nouvelle course</translation>
    </message>
    <message>
        <source>New solo training</source>
        <translation>Nouvel entraînement solo</translation>
    </message>
    <message>
        <source>New team game</source>
        <translation>Nouvelle partie en équipe</translation>
    </message>
    <message>
        <source>Pile A (easy)</source>
        <translation>Pile A (facile)</translation>
    </message>
    <message>
        <source>Pile B (moderate)</source>
        <translation>Pile B (moyen)</translation>
    </message>
    <message>
        <source>Pile C (difficult)</source>
        <translation>Pile C (difficile)</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Where a team game may start, in climbing order. Sizes of the page&apos;s choices, in pixels: a child at the table hits them from a chair.</extracomment>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Players, in turn order (1 to 4)</source>
        <translation>Joueurs, dans l’ordre du tour (1 à 4)</translation>
    </message>
    <message>
        <source>Ready! Press Start or Enter.</source>
        <translation>C’est prêt&#x202f;! Appuie sur «&#x202f;Commencer la partie&#x202f;» ou sur Entrée.</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Place {0}</translation>
    </message>
    <message>
        <source>Shuffle number</source>
        <translation>Numéro de mélange</translation>
    </message>
    <message>
        <source>Shuffle number (enter one to replay a deal):</source>
        <translation>Numéro de mélange (saisis-le pour rejouer une donne)&#xa0;:</translation>
    </message>
    <message>
        <source>Start at intermediate destination A</source>
        <translation>Départ à l’étape A</translation>
    </message>
    <message>
        <source>Start at intermediate destination B</source>
        <translation>Départ à l’étape B</translation>
    </message>
    <message>
        <source>Start at the campground</source>
        <translation>Départ au campement</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Start the game  (Enter)</source>
        <translation>Commencer la partie  (Entrée)</translation>
    </message>
    <message>
        <source>The app shuffles and draws them</source>
        <translation>L’application les mélange et les tire</translation>
    </message>
    <message>
        <source>The full climb: A, then B, then C</source>
        <translation>L’ascension complète&#xa0;: A, puis B, puis C</translation>
    </message>
    <message>
        <source>This team reached intermediate destination {1} on {0}. As the rulebook suggests, a later game may start there: it starts there now. Choose the campground to climb from the beginning.</source>
        <translation>Cette équipe a atteint l’étape {1} le {0}. Comme le propose la règle, une partie suivante peut commencer là&#xa0;: celle-ci y commence. Choisis le campement pour grimper depuis le début.</translation>
    </message>
    <message>
        <source>This team reached the peak on {0}. As the rulebook suggests, a later game may start at intermediate destination B: it starts there now. Choose the campground to climb from the beginning.</source>
        <translation>Cette équipe a atteint le sommet le {0}. Comme le propose la règle, une partie suivante peut commencer à l’étape B&#xa0;: celle-ci y commence. Choisis le campement pour grimper depuis le début.</translation>
    </message>
    <message>
        <source>Tick at least one colour to play.</source>
        <translation>Coche au moins une couleur.</translation>
    </message>
    <message>
        <source>Type your name, or pick it from the list.</source>
        <translation>Écris ton nom ou choisis-le dans la liste.</translation>
    </message>
    <message>
        <source>Type your name.</source>
        <translation>Écris ton nom.</translation>
    </message>
    <message>
        <source>We use the real cards and tiles and tell the app what turns up</source>
        <translation>Nous utilisons les vraies cartes et tuiles et disons à l’application ce qui sort</translation>
    </message>
    <message>
        <source>What to train</source>
        <translation>Quoi entraîner&#x202f;?</translation>
    </message>
    <message>
        <source>Where the team starts</source>
        <translation>Où l’équipe commence</translation>
    </message>
    <message>
        <source>Who trains?</source>
        <translation>Qui s’entraîne&#x202f;?</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{0}%</source>
        <comment>a whole percentage; German and French write a no-break space before %</comment>
        <translation>{0}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>Places</name>
    <message>
        <source>at the campground</source>
        <translation>au campement</translation>
    </message>
    <message>
        <source>at the peak</source>
        <translation>au sommet</translation>
    </message>
    <message>
        <source>campground</source>
        <translation>campement</translation>
    </message>
    <message>
        <source>on intermediate destination {pile} (space {n})</source>
        <translation>sur l’étape {pile} (case {n})</translation>
    </message>
    <message>
        <source>on space {n}</source>
        <translation>sur la case {n}</translation>
    </message>
    <message>
        <source>on space {n} (a backpack space)</source>
        <translation>sur la case {n} (une case sac à dos)</translation>
    </message>
    <message>
        <source>on space {n} (a compass space)</source>
        <translation>sur la case {n} (une case boussole)</translation>
    </message>
    <message>
        <source>on space {n} (a fox space)</source>
        <translation>sur la case {n} (une case renard)</translation>
    </message>
    <message>
        <source>on the arrow space</source>
        <translation>sur la case flèche</translation>
    </message>
    <message>
        <source>on the peak</source>
        <translation>au sommet</translation>
    </message>
    <message>
        <source>on the peak C</source>
        <translation>au sommet C</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>sommet</translation>
    </message>
    <message>
        <source>space {n}</source>
        <translation>case {n}</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Cards played before, built first go: {now} of {n}; last time {before}</source>
        <translation>Cartes déjà jouées, construites au premier essai&#xa0;: {now} sur {n}&#xa0;; la dernière fois {before}</translation>
    </message>
    <message numerus="yes">
        <source>Practice plan: %n card(s)</source>
        <translation>
            <numerusform>Plan d’entraînement&#xa0;: %n carte</numerusform>
            <numerusform>Plan d’entraînement&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Since last time: %n card(s) better</source>
        <translation>
            <numerusform>Depuis la dernière fois&#xa0;: %n carte en progrès</numerusform>
            <numerusform>Depuis la dernière fois&#xa0;: %n cartes en progrès</numerusform>
        </translation>
    </message>
    <message>
        <source>Since last time: no card better yet</source>
        <translation>Depuis la dernière fois&#xa0;: pas encore de carte en progrès</translation>
    </message>
    <message>
        <source>failed last time</source>
        <translation>ratée la dernière fois</translation>
    </message>
    <message>
        <source>failed last time: about {chance} first go</source>
        <translation>ratée la dernière fois&#xa0;: environ {chance} au premier essai</translation>
    </message>
    <message>
        <source>mastered once so far</source>
        <translation>réussie une seule fois</translation>
    </message>
    <message>
        <source>mastered once so far: about {chance} first go</source>
        <translation>réussie une seule fois&#xa0;: environ {chance} au premier essai</translation>
    </message>
    <message>
        <source>mastered: check it again</source>
        <translation>réussie&#xa0;: à revoir</translation>
    </message>
    <message>
        <source>mastered: extra practice</source>
        <translation>réussie&#xa0;: pour s’entraîner</translation>
    </message>
    <message>
        <source>new card</source>
        <translation>nouvelle carte</translation>
    </message>
    <message>
        <source>new card, likely hard: about {chance} first go</source>
        <translation>nouvelle carte, sans doute difficile&#xa0;: environ {chance} au premier essai</translation>
    </message>
    <message>
        <source>new card: about {chance} first go</source>
        <translation>nouvelle carte&#xa0;: environ {chance} au premier essai</translation>
    </message>
    <message>
        <source>{card}: mastered again (failed last time)</source>
        <translation>{card}&#xa0;: de nouveau réussie (ratée la dernière fois)</translation>
    </message>
    <message>
        <source>{card}: mastered again, as last time</source>
        <translation>{card}&#xa0;: réussie, comme la dernière fois</translation>
    </message>
    <message>
        <source>{card}: mastered for the first time</source>
        <translation>{card}&#xa0;: réussie pour la première fois</translation>
    </message>
    <message>
        <source>{card}: mastered with fewer attempts ({now}, last time {before})</source>
        <translation>{card}&#xa0;: réussie avec moins d’essais ({now}, la dernière fois {before})</translation>
    </message>
    <message>
        <source>{card}: new, and mastered</source>
        <translation>{card}&#xa0;: nouvelle, et réussie</translation>
    </message>
    <message>
        <source>{card}: new, not mastered yet</source>
        <translation>{card}&#xa0;: nouvelle, pas encore réussie</translation>
    </message>
    <message>
        <source>{card}: not mastered this time (mastered last time)</source>
        <translation>{card}&#xa0;: ratée cette fois (réussie la dernière fois)</translation>
    </message>
    <message>
        <source>{card}: not mastered yet, keep at it</source>
        <translation>{card}&#xa0;: pas encore réussie, continue</translation>
    </message>
    <message>
        <source>{played} of {cards} played</source>
        <translation>{played} sur {cards} jouées</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Files of type:</source>
        <translation>Fichiers de type&#xa0;:</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Voir dans&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Quitting</name>
    <message>
        <source>Close now</source>
        <translation>Fermer maintenant</translation>
    </message>
    <message>
        <source>Every move you played is already saved. The app is finishing today&apos;s copy of your games or putting your games file in order, and closes by itself.</source>
        <translation>Chaque coup que tu as joué est déjà enregistré. L’application termine la copie du jour de tes parties ou range ton fichier de parties, puis se ferme toute seule.</translation>
    </message>
    <message>
        <source>Still saving your games…</source>
        <translation>Tes parties sont encore en cours d’enregistrement…</translation>
    </message>
</context>
<context>
    <name>RaceTab</name>
    <message>
        <source>Compass spaces</source>
        <translation>Cases boussole</translation>
    </message>
    <message>
        <source>Compass spaces (a route change there is free): click them</source>
        <translation>Cases boussole (un changement de route y est gratuit)&#xa0;: clique dessus</translation>
    </message>
    <message>
        <source>From space</source>
        <translation>De la case</translation>
    </message>
    <message>
        <source>Route change to {0}</source>
        <translation>Changement vers la route {0}</translation>
    </message>
    <message>
        <source>Shortcut {0} costs</source>
        <translation>Le raccourci {0} coûte</translation>
    </message>
    <message>
        <source>Shortcut {0} ends on space</source>
        <translation>Le raccourci {0} finit sur la case</translation>
    </message>
    <message>
        <source>Shortcut {0} starts on space</source>
        <translation>Le raccourci {0} part de la case</translation>
    </message>
    <message>
        <source>Shortcuts (dotted lines from the backpack spaces)</source>
        <translation>Raccourcis (lignes pointillées depuis les cases sac à dos)</translation>
    </message>
    <message>
        <source>Squirrels</source>
        <translation>Écureuils</translation>
    </message>
    <message>
        <source>Squirrels for a route change</source>
        <translation>Écureuils pour changer de route</translation>
    </message>
    <message>
        <source>To space</source>
        <translation>Jusqu’à la case</translation>
    </message>
    <message>
        <source>to {0}:</source>
        <translation>vers {0}&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Reveals</name>
    <message>
        <source>Destination</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Renard</translation>
    </message>
    <message>
        <source>Last card of pile {pile}</source>
        <translation>Dernière carte de la pile {pile}</translation>
    </message>
    <message>
        <source>Owl tile</source>
        <translation>Tuile hibou</translation>
    </message>
    <message>
        <source>Owl tile {value}: {who} moves back {n}.</source>
        <translation>Tuile hibou {value}&#xa0;: {who} recule de {n}.</translation>
    </message>
    <message>
        <source>Owl tile {value}: {who} moves forward {n}.</source>
        <translation>Tuile hibou {value}&#xa0;: {who} avance de {n}.</translation>
    </message>
    <message>
        <source>Owl tile {value}: {who} stays at the campground.</source>
        <translation>Tuile hibou {value}&#xa0;: {who} reste au campement.</translation>
    </message>
    <message>
        <source>Owl tile {value}: {who} stays on space {n}.</source>
        <translation>Tuile hibou {value}&#xa0;: {who} reste sur la case {n}.</translation>
    </message>
    <message>
        <source>The last card of pile {pile}: {card}.</source>
        <translation>La dernière carte de la pile {pile}&#xa0;: {card}.</translation>
    </message>
    <message>
        <source>The peak</source>
        <translation>Le sommet</translation>
    </message>
    <message>
        <source>The team</source>
        <translation>L’équipe</translation>
    </message>
    <message>
        <source>The team fed the fox: forward from space {start} to {end}.</source>
        <translation>L’équipe a nourri le renard&#xa0;: en avant de la case {start} à la case {end}.</translation>
    </message>
    <message>
        <source>The team reached destination {pile}!</source>
        <translation>L’équipe a atteint l’étape {pile}&#x202f;!</translation>
    </message>
    <message>
        <source>The team reached the peak!</source>
        <translation>L’équipe a atteint le sommet&#x202f;!</translation>
    </message>
    <message>
        <source>{who} reached the peak!</source>
        <translation>{who} a atteint le sommet&#x202f;!</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source> (difficult)</source>
        <translation> (difficile)</translation>
    </message>
    <message numerus="yes">
        <source>%n squirrel(s)</source>
        <translation>
            <numerusform>%n écureuil</numerusform>
            <numerusform>%n écureuils</numerusform>
        </translation>
    </message>
    <message>
        <source>(The frolicking area had only that many left.)</source>
        <translation>(Il n’en restait pas plus dans la clairière.)</translation>
    </message>
    <message>
        <source>1 gray block</source>
        <translation>1 bloc gris</translation>
    </message>
    <message>
        <source>2 gray blocks</source>
        <translation>2 blocs gris</translation>
    </message>
    <message>
        <source>3 gray blocks</source>
        <translation>3 blocs gris</translation>
    </message>
    <message>
        <source>4 gray blocks</source>
        <translation>4 blocs gris</translation>
    </message>
    <message>
        <source>5 gray blocks</source>
        <translation>5 blocs gris</translation>
    </message>
    <message>
        <source>6 gray blocks</source>
        <translation>6 blocs gris</translation>
    </message>
    <message>
        <source>7 gray blocks</source>
        <translation>7 blocs gris</translation>
    </message>
    <message>
        <source>8 gray blocks</source>
        <translation>8 blocs gris</translation>
    </message>
    <message>
        <source>A route is built: take it, or change route (which may cost squirrels).</source>
        <translation>Une route est construite&#xa0;: prends-la, ou change de route (cela peut coûter des écureuils).</translation>
    </message>
    <message>
        <source>A second adventurer is already chosen.</source>
        <translation>Un deuxième aventurier est déjà choisi.</translation>
    </message>
    <message>
        <source>A shortcut can only be taken at the start of a turn, before anything else.</source>
        <translation>Un raccourci se prend seulement au début du tour, avant tout le reste.</translation>
    </message>
    <message>
        <source>Accept the failure</source>
        <translation>Arrêter là</translation>
    </message>
    <message>
        <source>Another attempt: 1 squirrel ({left} left)</source>
        <translation>Un autre essai&#xa0;: 1 écureuil (il en reste {left})</translation>
    </message>
    <message>
        <source>Bear&apos;s Den</source>
        <translation>Tanière de l’ours</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Boulder</source>
        <translation>Rocher</translation>
    </message>
    <message>
        <source>Build the treetop one block higher.</source>
        <translation>Construis la cime de l’arbre un bloc plus haut.</translation>
    </message>
    <message>
        <source>Carry the trapper over the boulder too.</source>
        <translation>Fais aussi passer le trappeur par-dessus le rocher.</translation>
    </message>
    <message>
        <source>Change figures one time more.</source>
        <translation>Change de figurine une fois de plus.</translation>
    </message>
    <message>
        <source>Change to route {pile}: free from the compass space</source>
        <translation>Changer pour la route {pile}&#xa0;: gratuit depuis la case boussole</translation>
    </message>
    <message>
        <source>Change to route {pile}: {cost}</source>
        <translation>Changer pour la route {pile}&#xa0;: {cost}</translation>
    </message>
    <message>
        <source>Chimney</source>
        <translation>Cheminée</translation>
    </message>
    <message>
        <source>Cliff</source>
        <translation>Falaise</translation>
    </message>
    <message>
        <source>Climb one rung higher.</source>
        <translation>Grimpe un barreau plus haut.</translation>
    </message>
    <message>
        <source>Climb the wall without resting.</source>
        <translation>Grimpe la paroi sans t’arrêter.</translation>
    </message>
    <message>
        <source>Climbing Ladder</source>
        <translation>Échelle d’escalade</translation>
    </message>
    <message>
        <source>Climbing Path</source>
        <translation>Sentier d’escalade</translation>
    </message>
    <message>
        <source>Cross the waterfall with both figures hooked up.</source>
        <translation>Traverse la cascade avec les deux figurines encordées.</translation>
    </message>
    <message>
        <source>Difficult Path</source>
        <translation>Chemin difficile</translation>
    </message>
    <message>
        <source>Difficult route: one attempt, +{reward}</source>
        <translation>Route difficile&#xa0;: un essai, +{reward}</translation>
    </message>
    <message>
        <source>Eagle&apos;s Nest</source>
        <translation>Nid d’aigle</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Raté</translation>
    </message>
    <message>
        <source>Feed the fox: 1 squirrel, move 1 space forward now</source>
        <translation>Nourrir le renard&#xa0;: 1 écureuil, avancer tout de suite d’une case</translation>
    </message>
    <message>
        <source>First choose the normal or the difficult route.</source>
        <translation>Choisis d’abord la route normale ou la route difficile.</translation>
    </message>
    <message>
        <source>First choose which owl tile to turn over.</source>
        <translation>Choisis d’abord quelle tuile hibou retourner.</translation>
    </message>
    <message>
        <source>First decide: another attempt, or accept the failure.</source>
        <translation>Décide d’abord&#xa0;: un autre essai, ou t’arrêter là.</translation>
    </message>
    <message>
        <source>First enter the route card that turned up from pile {pile}.</source>
        <translation>Indique d’abord la carte route sortie de la pile {pile}.</translation>
    </message>
    <message>
        <source>First enter what the owl tile shows.</source>
        <translation>Indique d’abord ce que montre la tuile hibou.</translation>
    </message>
    <message>
        <source>Flipped owl {value}: back {n}.</source>
        <translation>Hibou {value} retourné&#xa0;: {n} en arrière.</translation>
    </message>
    <message>
        <source>Flipped owl {value}: forward {n}.</source>
        <translation>Hibou {value} retourné&#xa0;: {n} en avant.</translation>
    </message>
    <message>
        <source>Follow one more bend.</source>
        <translation>Suis un virage de plus.</translation>
    </message>
    <message>
        <source>Foxes live only on the team map.</source>
        <translation>Les renards vivent seulement sur le plateau de l’équipe.</translation>
    </message>
    <message>
        <source>Glacier</source>
        <translation>Glacier</translation>
    </message>
    <message>
        <source>Gorge</source>
        <translation>Gorge</translation>
    </message>
    <message>
        <source>Ice Bridge</source>
        <translation>Pont de glace</translation>
    </message>
    <message>
        <source>Ice Crevice</source>
        <translation>Crevasse de glace</translation>
    </message>
    <message>
        <source>Ice Curve</source>
        <translation>Virage de glace</translation>
    </message>
    <message>
        <source>It is the last card of pile {pile}!</source>
        <translation>C’est la dernière carte de la pile {pile}&#x202f;!</translation>
    </message>
    <message>
        <source>Let the grizzly wait on the cliff edge.</source>
        <translation>Fais attendre le grizzly au bord de la falaise.</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <source>Narrow Pass</source>
        <translation>Col étroit</translation>
    </message>
    <message>
        <source>Narrow Point</source>
        <translation>Passage étroit</translation>
    </message>
    <message>
        <source>No face-down owl tile can show {advance}/{back}; the tiles not seen yet show {left}.</source>
        <translation>Aucune tuile hibou face cachée ne peut montrer {advance}/{back}&#x202f;; celles pas encore vues montrent {left}.</translation>
    </message>
    <message>
        <source>No owl tile is being turned over now.</source>
        <translation>Aucune tuile hibou n’est retournée en ce moment.</translation>
    </message>
    <message>
        <source>No owl tile is to be chosen now.</source>
        <translation>Il n’y a pas de tuile hibou à choisir maintenant.</translation>
    </message>
    <message>
        <source>No owl tile not seen yet shows {value}; the tile under pile {pile} can only show {left}.</source>
        <translation>Aucune tuile hibou pas encore vue ne montre {value}&#x202f;; la tuile sous la pile {pile} ne peut montrer que {left}.</translation>
    </message>
    <message>
        <source>No route card is being turned over now.</source>
        <translation>Aucune carte route n’est retournée en ce moment.</translation>
    </message>
    <message>
        <source>No route is built yet, so there is nothing to change: choose a pile for free.</source>
        <translation>Aucune route n’est encore construite, il n’y a donc rien à changer&#xa0;: choisis une pile gratuitement.</translation>
    </message>
    <message>
        <source>No route is built yet: choose a pile.</source>
        <translation>Aucune route n’est encore construite&#xa0;: choisis une pile.</translation>
    </message>
    <message>
        <source>No shortcut: turn over the next card</source>
        <translation>Pas de raccourci&#xa0;: retourner la carte suivante</translation>
    </message>
    <message>
        <source>Normal or difficult is chosen before the first attempt.</source>
        <translation>Normale ou difficile se choisit avant le premier essai.</translation>
    </message>
    <message>
        <source>Normal route</source>
        <translation>Route normale</translation>
    </message>
    <message>
        <source>Only a route with 2 rods can be shared by two adventurers.</source>
        <translation>Seule une route à 2 baguettes peut se partager entre deux aventuriers.</translation>
    </message>
    <message>
        <source>Only in the team variant can two adventurers share a route.</source>
        <translation>Seulement en partie en équipe deux aventuriers peuvent partager une route.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Overhang</source>
        <translation>Surplomb</translation>
    </message>
    <message>
        <source>Owl tile {value}</source>
        <translation>Tuile hibou {value}</translation>
    </message>
    <message>
        <source>Owl tiles are used only in the race game.</source>
        <translation>Les tuiles hibou servent seulement dans la course.</translation>
    </message>
    <message>
        <source>Pass the window with the grizzly as well.</source>
        <translation>Fais aussi passer le grizzly par la fenêtre.</translation>
    </message>
    <message>
        <source>Pile {pile} has no cards left.</source>
        <translation>La pile {pile} n’a plus de cartes.</translation>
    </message>
    <message>
        <source>Pinnacles</source>
        <translation>Aiguilles</translation>
    </message>
    <message>
        <source>Push the provisions through without touching the walls.</source>
        <translation>Pousse les provisions sans toucher les parois.</translation>
    </message>
    <message>
        <source>Reach the nest from the far side.</source>
        <translation>Atteins le nid par l’autre côté.</translation>
    </message>
    <message>
        <source>Ridge Walk</source>
        <translation>Marche sur la crête</translation>
    </message>
    <message>
        <source>Rock Crevice</source>
        <translation>Crevasse rocheuse</translation>
    </message>
    <message>
        <source>Rock Wall</source>
        <translation>Paroi rocheuse</translation>
    </message>
    <message>
        <source>Route card {card} (route {pile}) turned up.</source>
        <translation>La carte route {card} (route {pile}) est sortie.</translation>
    </message>
    <message>
        <source>Shaft</source>
        <translation>Puits</translation>
    </message>
    <message>
        <source>Shelter</source>
        <translation>Abri</translation>
    </message>
    <message>
        <source>Snake Path</source>
        <translation>Sentier en lacets</translation>
    </message>
    <message>
        <source>Solo training has no route map, so no shortcuts.</source>
        <translation>L’entraînement solo n’a pas de plateau, donc pas de raccourcis.</translation>
    </message>
    <message>
        <source>Steep Slope</source>
        <translation>Pente raide</translation>
    </message>
    <message>
        <source>Stone Gate</source>
        <translation>Porte de pierre</translation>
    </message>
    <message>
        <source>Stone Window</source>
        <translation>Fenêtre de pierre</translation>
    </message>
    <message>
        <source>Swing through the chimney twice.</source>
        <translation>Passe deux fois dans la cheminée en te balançant.</translation>
    </message>
    <message>
        <source>Take the built route: {card}</source>
        <translation>Prendre la route construite&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Take the major shortcut to space {end}: {cost}</source>
        <translation>Grand raccourci jusqu’à la case {end}&#xa0;: {cost}</translation>
    </message>
    <message>
        <source>Take the shortcut to {end}: {cost}</source>
        <translation>Raccourci {end}&#xa0;: {cost}</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Ce n’est pas possible maintenant.</translation>
    </message>
    <message>
        <source>The attempt started on a fox space: the route must be mastered on the first attempt, no retries.</source>
        <translation>L’essai a commencé sur une case renard&#xa0;: la route doit être réussie au premier essai, sans nouvel essai.</translation>
    </message>
    <message>
        <source>The difficult route (extra task) allows exactly one attempt: no further attempts.</source>
        <translation>La route difficile (défi bonus) permet exactement un essai&#xa0;: pas d’autre essai.</translation>
    </message>
    <message>
        <source>The difficult route is already chosen.</source>
        <translation>La route difficile est déjà choisie.</translation>
    </message>
    <message>
        <source>The failure has already been accepted: there was no further attempt to pay for.</source>
        <translation>C’est déjà arrêté là&#xa0;: il n’y avait pas d’autre essai à payer.</translation>
    </message>
    <message>
        <source>The fox helps only before the attempt.</source>
        <translation>Le renard aide seulement avant l’essai.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>The game is over: a route-card pile is used up.</source>
        <translation>La partie est finie&#xa0;: une pile de cartes route est épuisée.</translation>
    </message>
    <message>
        <source>The game is over: the peak was reached and the round completed.</source>
        <translation>La partie est finie&#xa0;: le sommet a été atteint et le tour de table terminé.</translation>
    </message>
    <message>
        <source>The next card always comes from the pile of the current section.</source>
        <translation>La carte suivante vient toujours de la pile de la section en cours.</translation>
    </message>
    <message>
        <source>The normal route is already chosen.</source>
        <translation>La route normale est déjà choisie.</translation>
    </message>
    <message>
        <source>The owl draw pile was empty: {n} discarded tiles were shuffled into a new pile.</source>
        <translation>La pioche des hiboux était vide&#xa0;: {n} tuiles défaussées ont été mélangées en une nouvelle pioche.</translation>
    </message>
    <message>
        <source>The owl tile under pile {pile} can only show {left}: the {value} tile is still face down under another pile ({other}).</source>
        <translation>La tuile hibou sous la pile {pile} ne peut montrer que {left}&#xa0;: la tuile {value} est encore face cachée sous une autre pile ({other}).</translation>
    </message>
    <message>
        <source>The owl tile under pile {pile} was drawn before the discarded tiles were reshuffled, so it can only show {left}; {value} is among the reshuffled tiles.</source>
        <translation>La tuile hibou sous la pile {pile} a été piochée avant que les tuiles défaussées soient remélangées&#xa0;: elle ne peut montrer que {left}&#x202f;; {value} fait partie des tuiles remélangées.</translation>
    </message>
    <message>
        <source>The practice plan turns up {card} now.</source>
        <translation>D’après le plan d’entraînement, c’est maintenant la carte {card}.</translation>
    </message>
    <message>
        <source>The route for this turn is already chosen.</source>
        <translation>La route de ce tour est déjà choisie.</translation>
    </message>
    <message>
        <source>The second adventurer is chosen before the attempt.</source>
        <translation>Le deuxième aventurier se choisit avant l’essai.</translation>
    </message>
    <message>
        <source>The second adventurer must be someone else.</source>
        <translation>Le deuxième aventurier doit être quelqu’un d’autre.</translation>
    </message>
    <message>
        <source>The shortcut has already been taken this turn.</source>
        <translation>Le raccourci a déjà été pris pendant ce tour.</translation>
    </message>
    <message>
        <source>The team</source>
        <translation>L’équipe</translation>
    </message>
    <message>
        <source>The team fed the fox: 1 squirrel went back to the frolicking area; forward from space {start} to {end}.</source>
        <translation>L’équipe a nourri le renard&#xa0;: 1 écureuil est retourné dans la clairière&#x202f;; en avant de la case {start} à la case {end}.</translation>
    </message>
    <message>
        <source>The team has lost: the pile is used up before the destination.</source>
        <translation>L’équipe a perdu&#xa0;: la pile est épuisée avant la destination.</translation>
    </message>
    <message>
        <source>The team has no squirrel to give the fox.</source>
        <translation>L’équipe n’a pas d’écureuil à donner au renard.</translation>
    </message>
    <message>
        <source>The team has won!</source>
        <translation>L’équipe a gagné&#x202f;!</translation>
    </message>
    <message>
        <source>The team has {squirrels}; the major shortcut from space {start} to space {end} costs {cost}.</source>
        <translation>L’équipe a {squirrels}&#x202f;; le grand raccourci de la case {start} à la case {end} coûte {cost}.</translation>
    </message>
    <message>
        <source>The team is on space {space}, not on a fox space.</source>
        <translation>L’équipe est sur la case {space}, pas sur une case renard.</translation>
    </message>
    <message>
        <source>The team is on space {space}; the major shortcut starts on space {start} and costs {cost}.</source>
        <translation>L’équipe est sur la case {space}&#x202f;; le grand raccourci part de la case {start} et coûte {cost}.</translation>
    </message>
    <message>
        <source>The team marker moves from space {start} back to the campground.</source>
        <translation>Le pion de l’équipe retourne de la case {start} au campement.</translation>
    </message>
    <message>
        <source>The team marker moves from space {start} to space {end}.</source>
        <translation>Le pion de l’équipe va de la case {start} à la case {end}.</translation>
    </message>
    <message>
        <source>The team marker moves from the campground to space {end}.</source>
        <translation>Le pion de l’équipe va du campement à la case {end}.</translation>
    </message>
    <message>
        <source>The team reached intermediate destination {pile}!</source>
        <translation>L’équipe a atteint l’étape {pile}&#x202f;!</translation>
    </message>
    <message>
        <source>The team reached the peak!</source>
        <translation>L’équipe a atteint le sommet&#x202f;!</translation>
    </message>
    <message>
        <source>The team receives {n}.</source>
        <translation>L’équipe reçoit {n}.</translation>
    </message>
    <message>
        <source>The training is complete.</source>
        <translation>L’entraînement est terminé.</translation>
    </message>
    <message>
        <source>There is no adventurer in that seat.</source>
        <translation>Il n’y a pas d’aventurier à cette place.</translation>
    </message>
    <message>
        <source>There is no attempt to report now.</source>
        <translation>Il n’y a pas d’essai à annoncer maintenant.</translation>
    </message>
    <message>
        <source>There is no failed attempt to try again or accept now.</source>
        <translation>Il n’y a pas d’essai raté à refaire maintenant.</translation>
    </message>
    <message>
        <source>There is no route card &apos;{card}&apos;.</source>
        <translation>Il n’y a pas de carte route «&#x202f;{card}&#x202f;».</translation>
    </message>
    <message>
        <source>There is no shortcut to decline now.</source>
        <translation>Il n’y a pas de raccourci à refuser maintenant.</translation>
    </message>
    <message>
        <source>Tightrope Walk</source>
        <translation>Funambule</translation>
    </message>
    <message>
        <source>Touch every pinnacle on the way.</source>
        <translation>Touche chaque aiguille en chemin.</translation>
    </message>
    <message>
        <source>Tree Trunks</source>
        <translation>Troncs d’arbres</translation>
    </message>
    <message>
        <source>Treetop</source>
        <translation>Cime de l’arbre</translation>
    </message>
    <message>
        <source>Turn over a card of route {pile}</source>
        <translation>Retourner une carte de la route {pile}</translation>
    </message>
    <message>
        <source>Turn over the face-down owl tile</source>
        <translation>Retourner la tuile hibou face cachée</translation>
    </message>
    <message>
        <source>Turn over the letter tile {pile} ({value})</source>
        <translation>Retourner la tuile lettre {pile} ({value})</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Walk the ridge back and forth.</source>
        <translation>Parcours la crête aller et retour.</translation>
    </message>
    <message>
        <source>Waterfall</source>
        <translation>Cascade</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Widen the crevice by one block.</source>
        <translation>Élargis la crevasse d’un bloc.</translation>
    </message>
    <message>
        <source>blue block</source>
        <translation>bloc bleu</translation>
    </message>
    <message>
        <source>green block</source>
        <translation>bloc vert</translation>
    </message>
    <message>
        <source>grizzly</source>
        <translation>grizzly</translation>
    </message>
    <message>
        <source>mountain rope</source>
        <translation>corde d’escalade</translation>
    </message>
    <message>
        <source>no squirrels left for another attempt</source>
        <translation>plus d’écureuils pour un autre essai</translation>
    </message>
    <message>
        <source>on a fox space there are no retries</source>
        <translation>sur une case renard il n’y a pas de nouvel essai</translation>
    </message>
    <message>
        <source>provisions</source>
        <translation>provisions</translation>
    </message>
    <message>
        <source>red block</source>
        <translation>bloc rouge</translation>
    </message>
    <message>
        <source>space {n}</source>
        <translation>jusqu’à la case {n}</translation>
    </message>
    <message>
        <source>the difficult route allows one attempt only</source>
        <translation>la route difficile ne permet qu’un essai</translation>
    </message>
    <message>
        <source>the peak</source>
        <translation>jusqu’au sommet</translation>
    </message>
    <message>
        <source>trapper</source>
        <translation>trappeur</translation>
    </message>
    <message>
        <source>yellow block</source>
        <translation>bloc jaune</translation>
    </message>
    <message>
        <source>{card} failed: {reason}.</source>
        <translation>Carte {card} ratée&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>{card} has no extra task, so there is no difficult route.</source>
        <translation>{card} n’a pas de défi bonus, il n’y a donc pas de route difficile.</translation>
    </message>
    <message>
        <source>{card} is a card of pile {card_pile}; the card must come from pile {pile}.</source>
        <translation>{card} est une carte de la pile {card_pile}&#x202f;; la carte doit venir de la pile {pile}.</translation>
    </message>
    <message>
        <source>{card} is not in pile {pile} any more: it has already been played.</source>
        <translation>La carte {card} n’est plus dans la pile {pile}&#xa0;: elle a déjà été jouée.</translation>
    </message>
    <message>
        <source>{card} is removed from the game.</source>
        <translation>La carte {card} est retirée du jeu.</translation>
    </message>
    <message>
        <source>{colour} ({name})</source>
        <translation>{colour} ({name})</translation>
    </message>
    <message>
        <source>{name} builds the difficult route whenever it is offered: that is their handicap in this race.</source>
        <translation>{name} construit toujours la route difficile quand il y en a une&#xa0;: c’est son handicap dans cette course.</translation>
    </message>
    <message>
        <source>{name} holds the second rod</source>
        <translation>{name} tient la deuxième baguette</translation>
    </message>
    <message>
        <source>{n} squirrel</source>
        <translation>{n} écureuil</translation>
    </message>
    <message>
        <source>{n} squirrels</source>
        <translation>{n} écureuils</translation>
    </message>
    <message>
        <source>{partner} holds the second rod for {who}.</source>
        <translation>{partner} tient la deuxième baguette pour {who}.</translation>
    </message>
    <message>
        <source>{who} accepted the failure.</source>
        <translation>{who} s’arrête là.</translation>
    </message>
    <message>
        <source>{who} builds the difficult route.</source>
        <translation>{who} construit la route difficile.</translation>
    </message>
    <message>
        <source>{who} builds the normal route.</source>
        <translation>{who} construit la route normale.</translation>
    </message>
    <message>
        <source>{who} changed from {card} to route {pile} (free from a compass space).</source>
        <translation>{who} quitte {card} pour la route {pile} (gratuit depuis une case boussole).</translation>
    </message>
    <message>
        <source>{who} changed from {card} to route {pile}: -{cost}.</source>
        <translation>{who} quitte {card} pour la route {pile}&#xa0;: -{cost}.</translation>
    </message>
    <message>
        <source>{who} chose route {pile}.</source>
        <translation>{who} a choisi la route {pile}.</translation>
    </message>
    <message>
        <source>{who} failed {card}{variant} on attempt {n}.</source>
        <translation>{who} a raté {card}{variant} à l’essai {n}.</translation>
    </message>
    <message>
        <source>{who} has no squirrels left to pay for another attempt.</source>
        <translation>{who} n’a plus d’écureuils pour payer un autre essai.</translation>
    </message>
    <message>
        <source>{who} has {squirrels}; changing to route {pile} costs {cost}.</source>
        <translation>{who} a {squirrels}&#x202f;; changer pour la route {pile} coûte {cost}.</translation>
    </message>
    <message>
        <source>{who} has {squirrels}; the shortcut from space {start} costs {cost}.</source>
        <translation>{who} a {squirrels}&#x202f;; le raccourci depuis la case {start} coûte {cost}.</translation>
    </message>
    <message>
        <source>{who} is on space {space}; shortcuts start only from the backpack spaces ({starts}).</source>
        <translation>{who} est sur la case {space}&#x202f;; les raccourcis partent seulement des cases sac à dos ({starts}).</translation>
    </message>
    <message>
        <source>{who} mastered {card}{variant} on attempt {n}.</source>
        <translation>{who} a réussi {card}{variant} à l’essai {n}.</translation>
    </message>
    <message>
        <source>{who} moves from space {start} back to the campground.</source>
        <translation>{who} retourne de la case {start} au campement.</translation>
    </message>
    <message>
        <source>{who} moves from space {start} to space {end}.</source>
        <translation>{who} va de la case {start} à la case {end}.</translation>
    </message>
    <message>
        <source>{who} moves from the campground to space {end}.</source>
        <translation>{who} va du campement à la case {end}.</translation>
    </message>
    <message>
        <source>{who} paid 1 squirrel for another attempt.</source>
        <translation>{who} a payé 1 écureuil pour un autre essai.</translation>
    </message>
    <message>
        <source>{who} reached the peak! The round goes on until everyone has played.</source>
        <translation>{who} a atteint le sommet&#x202f;! Le tour de table continue jusqu’à ce que tout le monde ait joué.</translation>
    </message>
    <message>
        <source>{who} reached the peak! The round is over.</source>
        <translation>{who} a atteint le sommet&#x202f;! Le tour de table est fini.</translation>
    </message>
    <message>
        <source>{who} receives {n} for the extra task.</source>
        <translation>{who} reçoit {n} pour le défi bonus.</translation>
    </message>
    <message>
        <source>{who} takes the built route {card}.</source>
        <translation>{who} prend la route construite {card}.</translation>
    </message>
    <message>
        <source>{who} took the shortcut from space {start} to space {end}: -{cost}.</source>
        <translation>{who} a pris le raccourci de la case {start} à la case {end}&#xa0;: -{cost}.</translation>
    </message>
    <message>
        <source>{who}&apos;s turn.</source>
        <translation>À {who} de jouer.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>A handicap (house rule)</source>
        <translation>Un handicap (règle maison)</translation>
    </message>
    <message>
        <source>A pile is used up (house rule)</source>
        <translation>Une pile est épuisée (règle maison)</translation>
    </message>
    <message>
        <source>A player who cannot pay cannot change.</source>
        <translation>Un joueur qui ne peut pas payer ne peut pas changer.</translation>
    </message>
    <message>
        <source>A race may give players a handicap, chosen before the first turn: up to 3 extra squirrels at the start (taken from the frolicking area; at most 6 in all), a head start of 1 to 3 spaces, or the difficult route whenever a card offers it. Nothing else changes. A race with a handicap is kept apart from the bests.</source>
        <translation>Une course peut donner un handicap à des joueurs, choisi avant le premier tour&#xa0;: jusqu’à 3 écureuils de plus au départ (pris dans la clairière&#xa0;; 6 au plus en tout), 1 à 3 cases d’avance, ou toujours la route difficile quand une carte la propose. Rien d’autre ne change. Une course avec handicap est comptée à part des records.</translation>
    </message>
    <message>
        <source>A race may give players a handicap, chosen before the first turn; nothing else changes, and a race with a handicap is kept apart from the bests.</source>
        <translation>Une course peut donner un handicap à des joueurs, choisi avant le premier tour&#xa0;; rien d’autre ne change, et une course avec handicap est comptée à part des records.</translation>
    </message>
    <message>
        <source>A reward larger than the squirrels left in the frolicking area gives what is left; all {total} are always accounted for.</source>
        <translation>Une récompense plus grande que les écureuils restant dans l’aire de jeu donne ce qui reste&#xa0;; les {total} sont toujours tous comptés.</translation>
    </message>
    <message>
        <source>A route change away from the last card of a pile ends the race at once, before paying: that card is removed and its pile is used up.</source>
        <translation>Changer de route en quittant la dernière carte d’une pile termine la course tout de suite, avant de payer&#xa0;: cette carte est retirée et sa pile est épuisée.</translation>
    </message>
    <message>
        <source>After a failed normal attempt the player may pay 1 squirrel for one more attempt, as often as they can pay, or accept the failure.</source>
        <translation>Après un essai normal raté, le joueur peut payer 1 écureuil pour un essai de plus, aussi souvent qu’il peut payer, ou s’arrêter là.</translation>
    </message>
    <message>
        <source>Another attempt</source>
        <translation>Un autre essai</translation>
    </message>
    <message>
        <source>At the start of a turn on space {start}, the team may pay {cost} to take the major shortcut to space {end}.</source>
        <translation>Au début d’un tour, si l’équipe est sur la case {start}, elle peut payer {cost} pour prendre le grand raccourci jusqu’à la case {end}.</translation>
    </message>
    <message>
        <source>At the start of the turn, a player on a backpack space may pay the shortcut&apos;s squirrels and follow the dotted line, then plays the turn as usual. Reaching the peak this way ends the turn.</source>
        <translation>Au début du tour, un joueur sur une case sac à dos peut payer les écureuils du raccourci et suivre la ligne pointillée, puis il joue son tour normalement. Atteindre le sommet ainsi termine le tour.</translation>
    </message>
    <message>
        <source>Before the attempt, a team on a fox space may give 1 squirrel to move 1 space at once. If the marker is on a fox space when the attempt starts, no retries.</source>
        <translation>Avant l’essai, une équipe sur une case renard peut donner 1 écureuil pour avancer tout de suite d’une case. Si le pion est sur une case renard au début de l’essai, pas de nouvel essai.</translation>
    </message>
    <message>
        <source>Board data that the rulebook does not print (shortcut ends, the team map, card details) are guesses until you check them in “Check your board”.</source>
        <translation>Les données que la règle n’indique pas (fins des raccourcis, plateau de l’équipe, détails des cartes) sont des estimations jusqu’à ce que tu les vérifies dans «&#x202f;Vérifier ton plateau&#x202f;».</translation>
    </message>
    <message>
        <source>Cards come from pile A until the marker reaches intermediate destination A (space {a}), then from pile B until intermediate destination B (space {b}), then from pile C up to the peak (space {peak}). The team may start at A or B instead.</source>
        <translation>Les cartes viennent de la pile A jusqu’à ce que le pion atteigne l’étape A (case {a}), puis de la pile B jusqu’à l’étape B (case {b}), puis de la pile C jusqu’au sommet (case {peak}). L’équipe peut aussi commencer à A ou à B.</translation>
    </message>
    <message>
        <source>Changing to the same pile as the built route is allowed (it still costs squirrels unless the player started on a compass space).</source>
        <translation>On peut changer pour la même pile que la route construite (cela coûte quand même des écureuils, sauf si le joueur a commencé sur une case boussole).</translation>
    </message>
    <message>
        <source>End of the training</source>
        <translation>Fin de l’entraînement</translation>
    </message>
    <message>
        <source>Entering cards and owl tiles</source>
        <translation>Indiquer les cartes et les tuiles hibou</translation>
    </message>
    <message>
        <source>Extra task (difficult route)</source>
        <translation>Défi bonus (route difficile)</translation>
    </message>
    <message>
        <source>Fox spaces on this board: {spaces}.</source>
        <translation>Cases renard de ce plateau&#xa0;: {spaces}.</translation>
    </message>
    <message>
        <source>If the marker is on a fox space when an attempt starts, a failure cannot be tried again; feeding the fox first moves the marker off it.</source>
        <translation>Si le pion est sur une case renard au début d’un essai, un échec ne peut pas être retenté&#xa0;; nourrir le renard avant fait quitter cette case au pion.</translation>
    </message>
    <message>
        <source>Intermediate destinations</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>It is free for a player who started the turn on a compass space ({spaces}).</source>
        <translation>C’est gratuit pour un joueur qui a commencé son tour sur une case boussole ({spaces}).</translation>
    </message>
    <message>
        <source>Major shortcut</source>
        <translation>Grand raccourci</translation>
    </message>
    <message>
        <source>Mastered or failed (team)</source>
        <translation>Réussi ou raté (équipe)</translation>
    </message>
    <message>
        <source>Mastered: the team marker moves 1 space. Failed after any retries: no move. Either way the card is removed. Another attempt costs 1 squirrel from the pool.</source>
        <translation>Réussi&#xa0;: le pion de l’équipe avance d’une case. Raté après les nouveaux essais&#xa0;: il ne bouge pas. Dans les deux cas la carte est retirée. Un autre essai coûte 1 écureuil de la réserve commune.</translation>
    </message>
    <message>
        <source>On a card with an extra task the player chooses the normal or the difficult route before the attempt. The difficult route has exactly one attempt and no squirrel help; mastered, it gives the owl move and the card&apos;s squirrels.</source>
        <translation>Sur une carte avec un défi bonus, le joueur choisit la route normale ou difficile avant l’essai. La route difficile a exactement un essai, sans l’aide des écureuils&#x202f;; réussie, elle donne le déplacement du hibou et les écureuils de la carte.</translation>
    </message>
    <message>
        <source>Owl tiles</source>
        <translation>Tuiles hibou</translation>
    </message>
    <message>
        <source>Players take turns in colour order: white, black, orange, violet.</source>
        <translation>On joue dans l’ordre des couleurs&#xa0;: blanc, noir, orange, violet.</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Sections</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Raccourcis</translation>
    </message>
    <message>
        <source>Shortcuts on this board: {list}.</source>
        <translation>Raccourcis de ce plateau&#xa0;: {list}.</translation>
    </message>
    <message>
        <source>Solo training</source>
        <translation>Entraînement solo</translation>
    </message>
    <message>
        <source>Start with {squirrels}. On each card choose normal or difficult; after a failed normal attempt, 1 squirrel buys another. A failed card is not tried again.</source>
        <translation>Tu commences avec {squirrels}. Pour chaque carte, choisis normale ou difficile&#x202f;; après un essai normal raté, 1 écureuil en achète un autre. Une carte ratée n’est pas retentée.</translation>
    </message>
    <message>
        <source>Take the route or change it</source>
        <translation>Prendre la route ou en changer</translation>
    </message>
    <message>
        <source>The built route</source>
        <translation>La route construite</translation>
    </message>
    <message>
        <source>The built route is the card revealed last, until it is removed. If no route is built, the player picks any pile for free and turns over its top card.</source>
        <translation>La route construite est la dernière carte retournée, jusqu’à ce qu’elle soit retirée. Si aucune route n’est construite, le joueur choisit gratuitement une pile et retourne sa carte du dessus.</translation>
    </message>
    <message>
        <source>The first player on a card chooses which of the two owl tiles under its pile to turn over: mastered moves forward by the big number, failed moves back by the small one. The second player turns over the other tile; then the card is removed.</source>
        <translation>Le premier joueur sur une carte choisit laquelle des deux tuiles hibou sous sa pile retourner&#xa0;: réussi fait avancer du grand nombre, raté fait reculer du petit. Le deuxième joueur retourne l’autre tuile&#x202f;; puis la carte est retirée.</translation>
    </message>
    <message>
        <source>The first time the marker reaches intermediate destination A, the team wins {a}; at intermediate destination B it wins {b}.</source>
        <translation>La première fois que le pion atteint l’étape A, l’équipe gagne {a}&#x202f;; à l’étape B, elle gagne {b}.</translation>
    </message>
    <message>
        <source>The fox</source>
        <translation>Le renard</translation>
    </message>
    <message>
        <source>The highest position wins (the peak is highest). On the same space, more squirrels win; the same space and squirrels share the place.</source>
        <translation>La position la plus haute gagne (le sommet est le plus haut). Sur la même case, le plus d’écureuils gagne&#x202f;; même case et autant d’écureuils partagent la place.</translation>
    </message>
    <message>
        <source>The peak</source>
        <translation>Le sommet</translation>
    </message>
    <message>
        <source>The team loses when the last card of its current pile has been played and the next destination is not reached; the app warns when that card turns up.</source>
        <translation>L’équipe perd quand la dernière carte de sa pile a été jouée sans atteindre la destination suivante&#xa0;; l’application prévient quand cette carte sort.</translation>
    </message>
    <message>
        <source>The team loses when the last card of the current pile has been played and the next destination is not reached. The app warns when that last card turns up.</source>
        <translation>L’équipe perd quand la dernière carte de la pile en cours a été jouée sans atteindre la destination suivante. L’application prévient quand cette dernière carte sort.</translation>
    </message>
    <message>
        <source>The team wins when its marker reaches the peak C (space {peak}).</source>
        <translation>L’équipe gagne quand son pion atteint le sommet C (case {peak}).</translation>
    </message>
    <message>
        <source>The training ends when the chosen pile (or all three, for the full climb) is used up: the result is the cards mastered per pile and the squirrels left.</source>
        <translation>L’entraînement se termine quand la pile choisie (ou les trois, pour l’ascension complète) est épuisée&#xa0;: le résultat est le nombre de cartes réussies par pile et les écureuils restants.</translation>
    </message>
    <message>
        <source>This board has no compass space, so every change costs.</source>
        <translation>Ce plateau n’a pas de case boussole&#xa0;: chaque changement est payant.</translation>
    </message>
    <message>
        <source>This board has no fox spaces.</source>
        <translation>Ce plateau n’a pas de case renard.</translation>
    </message>
    <message>
        <source>This board has no shortcuts.</source>
        <translation>Ce plateau n’a pas de raccourci.</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Ordre du tour</translation>
    </message>
    <message>
        <source>When a player reaches the peak (space {peak}), the round goes on until everyone has played: everyone after them in turn order plays once more, then the game ends.</source>
        <translation>Quand un joueur atteint le sommet (case {peak}), le tour de table continue jusqu’à ce que tout le monde ait joué&#xa0;: tous ceux qui jouent après lui jouent encore une fois, puis la partie se termine.</translation>
    </message>
    <message>
        <source>When a route is built and one player has played it, the next player either takes it or changes route. Changing removes the built card at once and costs {a} for route A, {b} for route B or {c} for route C.</source>
        <translation>Quand une route est construite et qu’un joueur l’a jouée, le joueur suivant la prend ou change de route. Changer retire tout de suite la carte construite et coûte {a} pour la route A, {b} pour la route B ou {c} pour la route C.</translation>
    </message>
    <message>
        <source>When the last card of any pile has been removed from the game, the race ends at once, before the peak is reached.</source>
        <translation>Quand la dernière carte d’une pile a été retirée du jeu, la course s’arrête tout de suite, avant que le sommet soit atteint.</translation>
    </message>
    <message>
        <source>When the last card of any route-card pile is removed, the race ends at once, before the peak is reached.</source>
        <translation>Quand la dernière carte d’une pile de cartes route est retirée, la course s’arrête tout de suite, avant que le sommet soit atteint.</translation>
    </message>
    <message>
        <source>When the team loses (house rule)</source>
        <translation>Quand l’équipe perd (règle maison)</translation>
    </message>
    <message>
        <source>When the team wins</source>
        <translation>Quand l’équipe gagne</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>Qui gagne</translation>
    </message>
    <message>
        <source>With real cards, turn over the top card or tile on the table and press its name or value. The app offers only what can still be there.</source>
        <translation>Avec les vraies cartes, retourne la carte ou la tuile du dessus sur la table et appuie sur son nom ou sa valeur. L’application ne propose que ce qui peut encore s’y trouver.</translation>
    </message>
    <message>
        <source>from space {start} to space {end} for {cost}</source>
        <translation>de la case {start} à la case {end} pour {cost}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>All rules</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>House rules the app enforces</source>
        <translation>Règles maison appliquées par l’application</translation>
    </message>
    <message>
        <source>Press F1 during a game to see the rule for the decision at hand.</source>
        <translation>Appuie sur F1 pendant la partie pour voir la règle de la décision en cours.</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Aide des règles</translation>
    </message>
    <message>
        <source>Start or continue a game: this page then explains the rule behind each decision.</source>
        <translation>Commence ou continue une partie&#xa0;: cette page explique alors la règle derrière chaque décision.</translation>
    </message>
    <message>
        <source>The app enforces these rulings where tables may play differently:</source>
        <translation>Certaines familles jouent autrement. L’application suit ces règles&#xa0;:</translation>
    </message>
    <message>
        <source>The rule for this decision</source>
        <translation>La règle pour cette décision</translation>
    </message>
    <message>
        <source>This decision</source>
        <translation>Cette décision</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Colours and text</source>
        <translation>Couleurs et texte</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Couleurs&#xa0;:</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grand</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Like the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Like the system ({0})</source>
        <translation>Comme le système ({0})</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Restaurer une sauvegarde…</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>&quot;Restore a backup…&quot; was chosen (the main window shows the backups).</extracomment>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>Taille du texte&#xa0;:</translation>
    </message>
    <message>
        <source>The app keeps a copy of your saved games each day. If something went wrong, you can go back to one of them.</source>
        <translation>L’application garde chaque jour une copie de tes parties enregistrées. Si quelque chose s’est mal passé, tu peux revenir à l’une d’elles.</translation>
    </message>
    <message>
        <source>The new language is used the next time the app starts.</source>
        <translation>La nouvelle langue s’applique au prochain démarrage de l’application.</translation>
    </message>
    <message>
        <source>Very large</source>
        <translation>Très grand</translation>
    </message>
    <message>
        <source>Your saved games</source>
        <translation>Tes parties enregistrées</translation>
    </message>
</context>
<context>
    <name>SkyBoard</name>
    <message>
        <source>The sky board</source>
        <extracomment>The balloons&apos; fills. How many balloons&apos; pictures the board keeps: each balloon, chosen or not, at its place in its space&apos;s row, and gliding at each quarter of a pixel (16 places a balloon). A gliding balloon is drawn to 1/GLIDE_PLACES of a pixel. (colour, initial, baron) by seat. Each balloon as last drawn at rest, by what it was drawn for.</extracomment>
        <translation>Le plateau du ciel</translation>
    </message>
</context>
<context>
    <name>SoloWords</name>
    <message numerus="yes">
        <source>squirrel(s) left</source>
        <extracomment>Per pile in the course: the top of its row (a practice plan: per row of its cards, &quot;0&quot;, &quot;1&quot;, ...). A practice plan&apos;s cards per row (0: the piles&apos; rows of a training). A training: per pile&apos;s row, its tiles per line (a long pile takes two lines, so its cards&apos; names stay large enough to read), and the gap between the lines. The solo tiles&apos; extents in canvas units, for the geometry they were made with. A practice plan&apos;s reasons, one per card in the plan&apos;s order (see set_plan_reasons). The solo parts&apos; places in widget pixels, for the transform they were made with. Card names fitted to their tile, per name and width.</extracomment>
        <translation>
            <numerusform>écureuil restant</numerusform>
            <numerusform>écureuils restants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpacePicker</name>
    <message>
        <source>Click a space to mark it or take the mark away. Marked: {0}</source>
        <translation>Clique sur une case pour la marquer ou enlever la marque. Marquées&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Marked spaces: {0}</source>
        <translation>Cases marquées&#xa0;: {0}</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Spaces the board draws with a letter instead of a number (the destinations).</extracomment>
        <translation>aucune</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>Coach: {0}</source>
        <extracomment>The widget the announcements come from (the game screen). The result in words, said when the game ends (the end panel&apos;s). The coach&apos;s lines for the turn (none while it is off), said after the choices. The log&apos;s lines from the next turn&apos;s heading on, said once the state has changed: after what the board reveals of the move (an owl tile).</extracomment>
        <translation>Entraîneur&#xa0;: {0}</translation>
    </message>
    <message>
        <source>F: failed.</source>
        <translation>F&#xa0;: raté.</translation>
    </message>
    <message>
        <source>M: mastered.</source>
        <translation>M&#xa0;: réussi.</translation>
    </message>
    <message>
        <source>Undone or redone: the log was rewritten.</source>
        <translation>Annulé ou rétabli&#xa0;: le journal a été réécrit.</translation>
    </message>
    <message>
        <source>the team has {0}</source>
        <translation>l’équipe a {0}</translation>
    </message>
    <message>
        <source>{key}: {choice}.</source>
        <translation>{key}&#xa0;: {choice}.</translation>
    </message>
    <message>
        <source>{who}, {squirrels}.</source>
        <translation>{who}, {squirrels}.</translation>
    </message>
</context>
<context>
    <name>SquirrelIcon</name>
    <message>
        <source>squirrels</source>
        <extracomment>The marker swatches&apos; pictures (see MarkerSwatch).</extracomment>
        <translation>écureuils</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>A game was still running:</source>
        <translation>Une partie était encore en cours&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>At the campground, %n squirrel(s)</source>
        <translation>
            <numerusform>Au campement, %n écureuil</numerusform>
            <numerusform>Au campement, %n écureuils</numerusform>
        </translation>
    </message>
    <message>
        <source>Blocky Mountains</source>
        <extracomment>The start screen&apos;s buttons&apos; object names (tests and the start-up probe find them so).</extracomment>
        <translation>Blocky Mountains</translation>
    </message>
    <message>
        <source>Build the route, climb the mountain.</source>
        <translation>Construis la route, grimpe la montagne.</translation>
    </message>
    <message>
        <source>Check your board</source>
        <translation>Vérifier ton plateau</translation>
    </message>
    <message>
        <source>Continue the chosen game</source>
        <extracomment>The open &quot;Delete this game?&quot; question, if any.</extracomment>
        <translation>Continuer la partie choisie</translation>
    </message>
    <message>
        <source>Continue this game  (Enter)</source>
        <extracomment>The player confirmed deleting this game (never emitted without a confirmation). &quot;Restore a backup&quot; was chosen. Another game was chosen (its id): its modes are offered now. The games with screens; the first is chosen until the player picks another.</extracomment>
        <translation>Continuer cette partie  (Entrée)</translation>
    </message>
    <message>
        <source>Delete the game</source>
        <translation>Supprimer la partie</translation>
    </message>
    <message>
        <source>Delete the {mode} of {players}, last played {when}?</source>
        <translation>Supprimer la partie «&#x202f;{mode}&#x202f;» avec {players}, jouée pour la dernière fois {when}&#x202f;?</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Supprimer cette partie&#x202f;?</translation>
    </message>
    <message>
        <source>Games not finished yet</source>
        <extracomment>One button per game when more than one game has screens (none with one game). The chosen game&apos;s &quot;new game&quot; buttons, by mode. Every game&apos;s &quot;new game&quot; buttons made so far, by game id (see _build_mode_buttons).</extracomment>
        <translation>Parties pas encore finies</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>La garder</translation>
    </message>
    <message>
        <source>New race game
1-4 players</source>
        <translation>Nouvelle course
1 à 4 joueurs</translation>
    </message>
    <message>
        <source>New team game
2-7 adventurers</source>
        <translation>Nouvelle partie en équipe
2 à 7 aventuriers</translation>
    </message>
    <message>
        <source>No game in progress. Start one above.</source>
        <translation>Aucune partie en cours. Commence-en une ci-dessus.</translation>
    </message>
    <message>
        <source>Opening your saved games…</source>
        <translation>Ouverture de tes parties enregistrées…</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <source>Solo training
one player</source>
        <translation>Entraînement solo
un joueur</translation>
    </message>
    <message>
        <source>Some details of this game could not be read, so what this row shows may be incomplete. The game may still open.</source>
        <translation>Certains détails de cette partie n’ont pas pu être lus&#xa0;: ce qui est affiché ici peut être incomplet. La partie peut peut-être quand même s’ouvrir.</translation>
    </message>
    <message numerus="yes">
        <source>Space {0}, %n squirrel(s)</source>
        <translation>
            <numerusform>Case {0}, %n écureuil</numerusform>
            <numerusform>Case {0}, %n écureuils</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>The game cannot be continued after this.</source>
        <translation>La partie ne pourra plus être continuée ensuite.</translation>
    </message>
    <message>
        <source>The team lost.</source>
        <translation>L’équipe a perdu.</translation>
    </message>
    <message>
        <source>The team won.</source>
        <translation>L’équipe a gagné.</translation>
    </message>
    <message>
        <source>This game could not be opened: part of it is damaged. A backup from an earlier day may still have it whole.</source>
        <translation>Cette partie n’a pas pu être ouverte&#xa0;: elle est abîmée par endroits. Une sauvegarde d’un jour précédent la contient peut-être encore en entier.</translation>
    </message>
    <message>
        <source>Training complete:</source>
        <translation>Entraînement terminé&#xa0;:</translation>
    </message>
    <message>
        <source>You can start a new game or restore a backup.</source>
        <translation>Tu peux commencer une nouvelle partie ou restaurer une sauvegarde.</translation>
    </message>
    <message>
        <source>Your saved games could not be listed.</source>
        <translation>Tes parties enregistrées n’ont pas pu être listées.</translation>
    </message>
    <message>
        <source>Your saved games could not be opened. Nothing was changed or deleted.</source>
        <translation>Tes parties enregistrées n’ont pas pu être ouvertes. Rien n’a été modifié ni supprimé.</translation>
    </message>
    <message>
        <source>today {0}</source>
        <extracomment>``Qt.ItemDataRole.UserRole + 1`` (a test checks it): where a row keeps its game&apos;s id. ``Qt.ItemDataRole.AccessibleTextRole`` (a test checks it): what a screen reader says of a row.</extracomment>
        <translation>aujourd’hui {0}</translation>
    </message>
    <message>
        <source>yesterday {0}</source>
        <translation>hier {0}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <source>{0} at the campground</source>
        <translation>{0} au campement</translation>
    </message>
    <message numerus="yes">
        <source>{0} mastered, {1} failed, %n squirrel(s)</source>
        <translation>
            <numerusform>réussies&#xa0;: {0}, ratées&#xa0;: {1}, %n écureuil</numerusform>
            <numerusform>réussies&#xa0;: {0}, ratées&#xa0;: {1}, %n écureuils</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} on {1}</source>
        <translation>{0} sur la case {1}</translation>
    </message>
    <message>
        <source>{0} won.</source>
        <translation>{0} a gagné.</translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1}, %n squirrel(s)</source>
        <translation>
            <numerusform>{0}, {1}, %n écureuil</numerusform>
            <numerusform>{0}, {1}, %n écureuils</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <source>%n game(s) added</source>
        <translation>
            <numerusform>%n partie ajoutée</numerusform>
            <numerusform>%n parties ajoutées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were already here</source>
        <translation>
            <numerusform>%n partie était déjà là</numerusform>
            <numerusform>%n parties étaient déjà là</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n nouveau joueur</numerusform>
            <numerusform>%n nouveaux joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n race(s) run alone (not counted as wins)</source>
        <translation>
            <numerusform>%n course en solo (pas comptée comme victoire)</numerusform>
            <numerusform>%n courses en solo (pas comptées comme victoires)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n squirrel(s)</source>
        <translation>
            <numerusform>%n écureuil</numerusform>
            <numerusform>%n écureuils</numerusform>
        </translation>
    </message>
    <message>
        <source>(Nothing in this period: choose a longer one.)</source>
        <translation>(Rien sur cette période&#xa0;: choisis-en une plus longue.)</translation>
    </message>
    <message>
        <source>(Nothing yet for this player.)</source>
        <translation>(Encore rien pour ce joueur.)</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>A, B and C</source>
        <translation>A, B et C</translation>
    </message>
    <message>
        <source>Add the players and games from a file saved with “Save everything”</source>
        <translation>Ajouter les joueurs et les parties d’un fichier enregistré avec «&#x202f;Tout enregistrer&#x202f;»</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Depuis le début</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Essai</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>Attempts per card</source>
        <translation>Essais par carte</translation>
    </message>
    <message>
        <source>Average finishing space</source>
        <translation>Case d’arrivée moyenne</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>The file name a tab&apos;s table is offered under. A file was written by an export or a chart save (its path). Each player&apos;s colour, by profile id. The filter ``_sessions`` was read with (None: read again), so the log and the charts tab share one read of a long training log.</extracomment>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Retour (Échap)</translation>
    </message>
    <message>
        <source>Best run so far: {0}, {1}, on {2} ({3}).</source>
        <translation>Meilleure partie jusqu’ici&#xa0;: {0}, {1}, position&#xa0;: {2} ({3}).</translation>
    </message>
    <message>
        <source>Build time</source>
        <translation>Temps de construction</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Cards from</source>
        <translation>Cartes de</translation>
    </message>
    <message>
        <source>Cards mastered</source>
        <translation>Cartes réussies</translation>
    </message>
    <message>
        <source>Cards mastered (%)</source>
        <translation>Cartes réussies (%)</translation>
    </message>
    <message>
        <source>Cards mastered in each session</source>
        <translation>Cartes réussies à chaque séance</translation>
    </message>
    <message>
        <source>Cards mastered per route, last {0} sessions</source>
        <translation>Cartes réussies par route, {0} dernières séances</translation>
    </message>
    <message>
        <source>Cards mastered, day by day</source>
        <translation>Cartes réussies, jour après jour</translation>
    </message>
    <message>
        <source>Cards mastered, month by month</source>
        <translation>Cartes réussies, mois après mois</translation>
    </message>
    <message>
        <source>Cards mastered, week by week</source>
        <translation>Cartes réussies, semaine après semaine</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Choose a game to see its log.</source>
        <translation>Choisis une partie pour voir son déroulement.</translation>
    </message>
    <message>
        <source>Choose a race to see its log.</source>
        <translation>Choisis une course pour voir son déroulement.</translation>
    </message>
    <message>
        <source>Choose a session to see every attempt in it.</source>
        <translation>Choisis une séance pour voir chacun de ses essais.</translation>
    </message>
    <message>
        <source>Colour of {0}</source>
        <translation>Couleur de {0}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Did the wins even out?</source>
        <translation>Les victoires se sont-elles équilibrées&#xa0;?</translation>
    </message>
    <message>
        <source>Easiest: {0}</source>
        <translation>La plus facile&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Even share</source>
        <translation>Part égale</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Tout le monde</translation>
    </message>
    <message>
        <source>Everything was saved in {0}.</source>
        <translation>Tout a été enregistré dans {0}.</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ratées</translation>
    </message>
    <message>
        <source>Finish a race to see who wins most.</source>
        <translation>Termine une course pour voir qui gagne le plus.</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>First try</source>
        <translation>Au premier essai</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>From … to …</source>
        <translation>Du … au …</translation>
    </message>
    <message>
        <source>Furthest point</source>
        <translation>Le plus loin</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Déroulement de la partie</translation>
    </message>
    <message>
        <source>Game of the team</source>
        <translation>Partie de l’équipe</translation>
    </message>
    <message>
        <source>Game {0}</source>
        <extracomment>At most this many things that could not be saved are named one by one.</extracomment>
        <translation>Partie {0}</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Got as far as</source>
        <translation>Arrivée jusqu’à</translation>
    </message>
    <message>
        <source>Hardest: {0}</source>
        <translation>La plus difficile&#xa0;: {0}</translation>
    </message>
    <message>
        <source>How far each team got</source>
        <translation>Jusqu’où chaque équipe est allée</translation>
    </message>
    <message>
        <source>How often each card is mastered</source>
        <translation>Combien de fois chaque carte est réussie</translation>
    </message>
    <message>
        <source>How you climb</source>
        <translation>Comment tu grimpes</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Load saved games</source>
        <translation>Charger des parties enregistrées</translation>
    </message>
    <message>
        <source>Load saved games (JSON)</source>
        <translation>Charger des parties (JSON)</translation>
    </message>
    <message>
        <source>Longest run of first-try masters</source>
        <translation>Plus longue série réussie au premier essai</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>Réussies</translation>
    </message>
    <message>
        <source>Mastered (%)</source>
        <translation>Réussies (%)</translation>
    </message>
    <message>
        <source>Mastered rate</source>
        <translation>Taux de réussite</translation>
    </message>
    <message>
        <source>Most cards mastered in one game</source>
        <translation>Le plus de cartes réussies en une partie</translation>
    </message>
    <message>
        <source>Most squirrels kept</source>
        <translation>Le plus d’écureuils gardés</translation>
    </message>
    <message>
        <source>Nothing was saved.</source>
        <translation>Rien n’a été enregistré.</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Past races</source>
        <translation>Courses passées</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <source>Personal bests</source>
        <translation>Records personnels</translation>
    </message>
    <message>
        <source>Play a card in a training or a game to see how often it is mastered here.</source>
        <translation>Joue une carte en entraînement ou en partie pour voir ici combien de fois elle est réussie.</translation>
    </message>
    <message>
        <source>Play a card in a training or a game to see this chart.</source>
        <translation>Joue une carte en entraînement ou en partie pour voir ce graphique.</translation>
    </message>
    <message>
        <source>Play a solo training to see this chart.</source>
        <translation>Fais un entraînement solo pour voir ce graphique.</translation>
    </message>
    <message>
        <source>Play a solo training to see your progress here.</source>
        <translation>Fais un entraînement solo pour voir tes progrès ici.</translation>
    </message>
    <message>
        <source>Play a team game to see how far your team climbs.</source>
        <translation>Joue une partie en équipe pour voir jusqu’où ton équipe grimpe.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Joueur {0}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>Durée de jeu</translation>
    </message>
    <message>
        <source>Practice plan</source>
        <translation>Plan d’entraînement</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Course</translation>
    </message>
    <message>
        <source>Race games</source>
        <translation>Courses</translation>
    </message>
    <message>
        <source>Race results</source>
        <translation>Résultats des courses</translation>
    </message>
    <message>
        <source>Races</source>
        <translation>Courses</translation>
    </message>
    <message>
        <source>Races played: {0}</source>
        <translation>Courses jouées&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Races with a handicap, kept apart from these bests: {0}</source>
        <translation>Courses avec handicap, comptées à part de ces records&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Route cards</source>
        <extracomment>Per player and card: the timed attempts and their mean seconds. What the bests grid is laid out for (its kinds of game and players), its numbers by player row and column, and the note on handicapped races.</extracomment>
        <translation>Cartes route</translation>
    </message>
    <message>
        <source>Route {0}</source>
        <translation>Route {0}</translation>
    </message>
    <message>
        <source>Save as PNG</source>
        <extracomment>Line colours for players whose marker colour does not show on the chart&apos;s background. Pile colours: green, blue, red for easy, moderate, difficult (as the piles&apos; difficulty). The pile bar chart shows the most recent sessions only: more bars cannot be read.</extracomment>
        <translation>Enregistrer en PNG</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Enregistrer le graphique</translation>
    </message>
    <message>
        <source>Save every player and game in one file</source>
        <translation>Enregistrer tous les joueurs et parties dans un fichier</translation>
    </message>
    <message>
        <source>Save everything</source>
        <translation>Tout enregistrer</translation>
    </message>
    <message>
        <source>Save everything (JSON)</source>
        <translation>Tout enregistrer (JSON)</translation>
    </message>
    <message>
        <source>Save table</source>
        <translation>Enregistrer le tableau</translation>
    </message>
    <message>
        <source>Save table (CSV)</source>
        <translation>Enregistrer le tableau (CSV)</translation>
    </message>
    <message>
        <source>Save the table on this tab as a CSV file (Ctrl+E)</source>
        <translation>Enregistrer le tableau de cet onglet en fichier CSV (Ctrl+E)</translation>
    </message>
    <message>
        <source>Save this chart as a picture</source>
        <translation>Enregistrer ce graphique en image</translation>
    </message>
    <message numerus="yes">
        <source>Saved in {0}, except %n thing(s) that could not be read:</source>
        <translation>
            <numerusform>Enregistré dans {0}, sauf %n élément qui n’a pas pu être lu&#xa0;:</numerusform>
            <numerusform>Enregistré dans {0}, sauf %n éléments qui n’ont pas pu être lus&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Seconds per attempt</source>
        <translation>Secondes par essai</translation>
    </message>
    <message>
        <source>Solo training</source>
        <translation>Entraînement solo</translation>
    </message>
    <message>
        <source>Squirrels</source>
        <translation>Écureuils</translation>
    </message>
    <message>
        <source>Squirrels gathered</source>
        <translation>Écureuils récoltés</translation>
    </message>
    <message>
        <source>Squirrels kept</source>
        <translation>Écureuils gardés</translation>
    </message>
    <message>
        <source>Started at</source>
        <translation>Départ à</translation>
    </message>
    <message>
        <source>Starts</source>
        <comment>where each game of a team started</comment>
        <translation>Départs</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Team expeditions</source>
        <translation>Expéditions des équipes</translation>
    </message>
    <message>
        <source>Team games</source>
        <translation>Parties en équipe</translation>
    </message>
    <message>
        <source>The file cannot be read: {0}</source>
        <translation>Impossible de lire le fichier&#xa0;: {0}</translation>
    </message>
    <message>
        <source>This file cannot be loaded, so nothing was changed.</source>
        <translation>Ce fichier ne peut pas être chargé, donc rien n’a été changé.</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Cette année</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>the clock time of an attempt, not a duration</comment>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Time per attempt</source>
        <translation>Temps par essai</translation>
    </message>
    <message>
        <source>Time per attempt in each session</source>
        <translation>Temps par essai à chaque entraînement</translation>
    </message>
    <message>
        <source>Time per attempt, day by day</source>
        <translation>Temps par essai, jour après jour</translation>
    </message>
    <message>
        <source>Time per attempt, month by month</source>
        <translation>Temps par essai, mois après mois</translation>
    </message>
    <message>
        <source>Time per attempt, week by week</source>
        <translation>Temps par essai, semaine après semaine</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Au</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Training log</source>
        <translation>Carnet d’entraînement</translation>
    </message>
    <message>
        <source>Training sessions</source>
        <extracomment>Build-and-try times of the attempts of the session shown (by seq).</extracomment>
        <translation>Séances d’entraînement</translation>
    </message>
    <message>
        <source>Way</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Wins in races with a handicap (a house rule) and without. The even share is how many wins each player would have if everyone were as likely to win. A shared first place counts as a part of a win.</source>
        <translation>Victoires dans les courses avec handicap (une règle maison) et sans. La part égale est le nombre de victoires qu’aurait chaque joueur si tous avaient autant de chances de gagner. Une première place partagée compte comme une part de victoire.</translation>
    </message>
    <message>
        <source>Wins with and without a handicap</source>
        <translation>Victoires avec et sans handicap</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Your corrected board</source>
        <translation>Ton plateau corrigé</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>experts</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>beginners</source>
        <translation>débutants</translation>
    </message>
    <message>
        <source>campground</source>
        <translation>campement</translation>
    </message>
    <message>
        <source>did not reach A yet</source>
        <translation>A pas encore atteinte</translation>
    </message>
    <message>
        <source>difficult</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ratée</translation>
    </message>
    <message>
        <source>it is larger than {0} MB, more than a file saved by this app holds</source>
        <translation>il dépasse {0}&#xa0;Mo, plus qu’un fichier enregistré par cette application</translation>
    </message>
    <message>
        <source>it is not a file (a folder, a device or a pipe)</source>
        <translation>ce n’est pas un fichier (mais un dossier, un périphérique ou un tube)</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>réussie</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normale</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>pas encore</translation>
    </message>
    <message>
        <source>not yet A</source>
        <translation>pas encore A</translation>
    </message>
    <message>
        <source>not yet: a card waits for its retry decision</source>
        <translation>pas encore&#xa0;: une carte attend la décision de réessayer</translation>
    </message>
    <message>
        <source>ran alone</source>
        <translation>en solo</translation>
    </message>
    <message>
        <source>reached A</source>
        <translation>A atteinte</translation>
    </message>
    <message>
        <source>reached B</source>
        <translation>B atteinte</translation>
    </message>
    <message>
        <source>reached the peak</source>
        <translation>sommet atteint</translation>
    </message>
    <message>
        <source>space {0}</source>
        <translation>case {0}</translation>
    </message>
    <message>
        <source>still playing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>the campground</source>
        <translation>campement</translation>
    </message>
    <message>
        <source>the peak (C)</source>
        <translation>le sommet (C)</translation>
    </message>
    <message>
        <source>with a handicap</source>
        <translation>avec handicap</translation>
    </message>
    <message>
        <source>without</source>
        <translation>sans</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>{0} (pause left out)</source>
        <translation>{0} (pause non comptée)</translation>
    </message>
    <message>
        <source>{0} ({1} open)</source>
        <translation>{0} ({1} en attente)</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <source>{0} so far</source>
        <translation>{0} pour l’instant</translation>
    </message>
    <message>
        <source>{0} with {1}</source>
        <translation>{0} avec {1}</translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1}, route {2}: %n attempt(s)</source>
        <translation>
            <numerusform>{0}, {1}, route {2}&#xa0;: %n essai</numerusform>
            <numerusform>{0}, {1}, route {2}&#xa0;: %n essais</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1}: %n attempt(s)</source>
        <extracomment>No column of a statistics table is wider than this. Build-and-try times of the attempts of the game shown (by seq).</extracomment>
        <translation>
            <numerusform>{0}, {1}&#xa0;: %n tentative</numerusform>
            <numerusform>{0}, {1}&#xa0;: %n tentatives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1}: %n card(s) mastered</source>
        <translation>
            <numerusform>{0}, {1}&#xa0;: %n carte réussie</numerusform>
            <numerusform>{0}, {1}&#xa0;: %n cartes réussies</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, {1}: started at {2}, got to {3}</source>
        <translation>{0}, {1}&#xa0;: départ {2}, arrivée {3}</translation>
    </message>
    <message>
        <source>{name} {count}</source>
        <translation>{name} {count}</translation>
    </message>
</context>
<context>
    <name>Swatch</name>
    <message>
        <source>Colour {0}</source>
        <extracomment>The markers&apos; colours, as the theme defines them. A solo trainee has no printed marker colour.</extracomment>
        <translation>Couleur {0}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Adventurers</source>
        <translation>Aventuriers</translation>
    </message>
    <message>
        <source>Frolicking area</source>
        <translation>Clairière</translation>
    </message>
    <message>
        <source>Last card of pile {pile}! Feed the fox and master it to reach {target}, or the team loses.</source>
        <translation>Dernière carte de la pile {pile}&#x202f;! Nourris le renard et réussis-la pour atteindre {target}, sinon l’équipe perd.</translation>
    </message>
    <message>
        <source>Last card of pile {pile}! Master it to reach {target}, or the team loses.</source>
        <translation>Dernière carte de la pile {pile}&#x202f;! Réussis-la pour atteindre {target}, sinon l’équipe perd.</translation>
    </message>
    <message>
        <source>Last card of pile {pile}: {target} is out of reach, the team will lose.</source>
        <translation>Dernière carte de la pile {pile}&#xa0;: {target} est hors d’atteinte, l’équipe va perdre.</translation>
    </message>
    <message>
        <source>Owl tiles</source>
        <translation>Tuiles hibou</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Practice plan</source>
        <translation>Plan d’entraînement</translation>
    </message>
    <message>
        <source>Route cards</source>
        <translation>Cartes route</translation>
    </message>
    <message>
        <source>Route on the table</source>
        <translation>Route sur la table</translation>
    </message>
    <message>
        <source>Solo training</source>
        <translation>Entraînement solo</translation>
    </message>
    <message>
        <source>Table</source>
        <extracomment>The size at which the text sizes in theme are used unscaled: in a column, and with the boxes side by side (the strip below the map in a wide window). The strip&apos;s text never grows past this: on a big screen the map gets the room.</extracomment>
        <translation>Table</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Team marker</source>
        <translation>Pion de l’équipe</translation>
    </message>
    <message>
        <source>intermediate destination {pile}</source>
        <translation>l’étape {pile}</translation>
    </message>
    <message>
        <source>the peak C</source>
        <translation>le sommet C</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message numerus="yes">
        <source>%n rod(s)</source>
        <translation>
            <numerusform>%n baguette</numerusform>
            <numerusform>%n baguettes</numerusform>
        </translation>
    </message>
    <message>
        <source>+ {list}</source>
        <translation>+ {list}</translation>
    </message>
    <message numerus="yes">
        <source>+%n squirrel(s) (difficult route, first attempt only)</source>
        <translation>
            <numerusform>+%n écureuil (route difficile, seulement au premier essai)</numerusform>
            <numerusform>+%n écureuils (route difficile, seulement au premier essai)</numerusform>
        </translation>
    </message>
    <message>
        <source>A card of route {pile} turns up next.</source>
        <translation>Une carte de la route {pile} sort ensuite.</translation>
    </message>
    <message>
        <source>Difficult route chosen</source>
        <translation>Route difficile choisie</translation>
    </message>
    <message>
        <source>Discard: empty</source>
        <translation>Défausse&#xa0;: vide</translation>
    </message>
    <message>
        <source>Discard: {list}</source>
        <translation>Défausse&#xa0;: {list}</translation>
    </message>
    <message>
        <source>Draw pile: {n}</source>
        <translation>Pioche&#xa0;: {n}</translation>
    </message>
    <message>
        <source>Extra task: {text}</source>
        <translation>Défi bonus&#xa0;: {text}</translation>
    </message>
    <message numerus="yes">
        <source>Frolicking area: %n squirrel(s)</source>
        <translation>
            <numerusform>Clairière&#xa0;: %n écureuil</numerusform>
            <numerusform>Clairière&#xa0;: %n écureuils</numerusform>
        </translation>
    </message>
    <message>
        <source>Letter tile {pile}, letter side up; its back shows {value}</source>
        <translation>Tuile lettre {pile}, face lettre visible&#x202f;; son dos montre {value}</translation>
    </message>
    <message>
        <source>Letter tile {pile}, turned over: {value}</source>
        <translation>Tuile lettre {pile}, retournée&#xa0;: {value}</translation>
    </message>
    <message>
        <source>Marker on space {pos}; intermediate {pile} is space {goal}.</source>
        <translation>Pion sur la case {pos}&#x202f;; l’étape {pile} est la case {goal}.</translation>
    </message>
    <message>
        <source>Marker on space {pos}; the peak C is space {goal}.</source>
        <translation>Pion sur la case {pos}&#x202f;; le sommet C est la case {goal}.</translation>
    </message>
    <message>
        <source>Needs: {list}</source>
        <translation>Il faut&#xa0;: {list}</translation>
    </message>
    <message>
        <source>No owl tile under pile {pile}</source>
        <translation>Pas de tuile hibou sous la pile {pile}</translation>
    </message>
    <message>
        <source>No route is built: the player chooses a pile.</source>
        <translation>Aucune route n’est construite&#xa0;: le joueur choisit une pile.</translation>
    </message>
    <message>
        <source>Owl tile under pile {pile}, face down</source>
        <translation>Tuile hibou sous la pile {pile}, face cachée</translation>
    </message>
    <message>
        <source>Owl tile under pile {pile}, turned over: {value}</source>
        <translation>Tuile hibou sous la pile {pile}, retournée&#xa0;: {value}</translation>
    </message>
    <message numerus="yes">
        <source>Pile {pile}: %n card(s) left</source>
        <translation>
            <numerusform>Pile {pile}&#xa0;: encore %n carte</numerusform>
            <numerusform>Pile {pile}&#xa0;: encore %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Route {pile}</source>
        <translation>Route {pile}</translation>
    </message>
    <message>
        <source>Route {pile}: {m} of {n} mastered, {f} failed</source>
        <translation>Route {pile}&#xa0;: réussies {m} sur {n}, ratées {f}</translation>
    </message>
    <message>
        <source>Section {pile}</source>
        <translation>Section {pile}</translation>
    </message>
    <message>
        <source>Squirrels: {n}</source>
        <translation>Écureuils&#xa0;: {n}</translation>
    </message>
    <message>
        <source>Team squirrels: {n}</source>
        <translation>Écureuils de l’équipe&#xa0;: {n}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>The next card turns up soon.</source>
        <translation>La prochaine carte va bientôt sortir.</translation>
    </message>
    <message numerus="yes">
        <source>card(s) left</source>
        <translation>
            <numerusform>restante</numerusform>
            <numerusform>restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>{colour} marker</source>
        <extracomment>The smallest text size, in pixels, for anything a player reads. The boxes&apos; labels and frames by name, found once per game. What each part of the table was last filled from (see _unchanged). The text size, against the size the theme&apos;s sizes are made for.</extracomment>
        <translation>Pion {colour}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n squirrel(s)</source>
        <translation>
            <numerusform>{name}&#xa0;: %n écureuil</numerusform>
            <numerusform>{name}&#xa0;: %n écureuils</numerusform>
        </translation>
    </message>
    <message>
        <source>❄ Ice crystal: the grizzly slides and keeps its paws on the path</source>
        <translation>❄ Cristal de glace&#xa0;: le grizzly glisse et garde les pattes sur le chemin</translation>
    </message>
</context>
<context>
    <name>TeamOutlook</name>
    <message>
        <source>From your records, the next expedition: {level}, {start}: about {chance} to reach the peak.</source>
        <translation>D’après les parties jouées, la prochaine expédition&#xa0;: {level}, {start}&#xa0;: environ {chance} de chances d’atteindre le sommet.</translation>
    </message>
    <message>
        <source>Play it this way</source>
        <translation>Jouer comme ça</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>experts</translation>
    </message>
    <message>
        <source>beginners</source>
        <translation>débutants</translation>
    </message>
    <message>
        <source>from intermediate destination A</source>
        <translation>depuis l’étape A</translation>
    </message>
    <message>
        <source>from intermediate destination B</source>
        <translation>depuis l’étape B</translation>
    </message>
    <message>
        <source>from the campground</source>
        <translation>depuis le campement</translation>
    </message>
</context>
<context>
    <name>TeamTab</name>
    <message>
        <source>Fox spaces</source>
        <translation>Cases renard</translation>
    </message>
    <message>
        <source>Fox spaces: click them</source>
        <translation>Cases renard&#xa0;: clique dessus</translation>
    </message>
    <message>
        <source>Intermediate destination {0}:</source>
        <translation>Étape {0}&#xa0;:</translation>
    </message>
    <message>
        <source>Intermediate {0} space</source>
        <translation>Case de l’étape {0}</translation>
    </message>
    <message>
        <source>Intermediate {0} squirrels</source>
        <translation>Écureuils de l’étape {0}</translation>
    </message>
    <message>
        <source>Major shortcut costs</source>
        <translation>Le grand raccourci coûte</translation>
    </message>
    <message>
        <source>Major shortcut ends on space</source>
        <translation>Le grand raccourci finit sur la case</translation>
    </message>
    <message>
        <source>Major shortcut starts on space</source>
        <translation>Le grand raccourci part de la case</translation>
    </message>
    <message>
        <source>Major shortcut:</source>
        <translation>Grand raccourci&#xa0;:</translation>
    </message>
    <message>
        <source>Peak C is space:</source>
        <translation>Le sommet C est la case&#xa0;:</translation>
    </message>
    <message>
        <source>Peak space</source>
        <extracomment>Each team value&apos;s guess box, by the name the board data gives its guess.</extracomment>
        <translation>Case du sommet</translation>
    </message>
    <message>
        <source>from</source>
        <translation>de</translation>
    </message>
    <message>
        <source>space</source>
        <translation>case</translation>
    </message>
    <message>
        <source>squirrels</source>
        <translation>écureuils</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Marker fills, in turn order (R1). Hex strings, so nothing mutable lives at module level. The team route marker: a colour none of the race markers uses. Smallest side of anything a finger or a mouse must hit, in logical pixels. Text sizes in logical pixels (Qt scales them on high-DPI screens). Chosen so the numbers that matter read from two metres on a laptop screen. How long a marker takes to move to its new space.</extracomment>
        <translation>Blanc</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message numerus="yes">
        <source>%n rod(s)</source>
        <translation>
            <numerusform>%n baguette</numerusform>
            <numerusform>%n baguettes</numerusform>
        </translation>
    </message>
    <message>
        <source>(+ {0})</source>
        <translation>(+ {0})</translation>
    </message>
    <message>
        <source>(check the card)</source>
        <translation>(à vérifier)</translation>
    </message>
    <message>
        <source>Attempt {0}: try again, then press Mastered or Failed.</source>
        <translation>Essai {0}&#xa0;: réessaie, puis appuie sur «&#x202f;Réussi&#x202f;» ou «&#x202f;Raté&#x202f;».</translation>
    </message>
    <message>
        <source>Build the route and try it. Then press Mastered or Failed.</source>
        <translation>Construis la route et essaie-la. Puis appuie sur «&#x202f;Réussi&#x202f;» ou «&#x202f;Raté&#x202f;».</translation>
    </message>
    <message>
        <source>Choose a pile and turn over its top card.</source>
        <translation>Choisis une pile et retourne la carte du dessus.</translation>
    </message>
    <message>
        <source>Difficult route: one attempt only.</source>
        <translation>Route difficile&#xa0;: un seul essai.</translation>
    </message>
    <message>
        <source>Extra task: {task}{also}: +{reward} on the first attempt</source>
        <translation>Défi bonus&#xa0;: {task}{also}&#xa0;: +{reward} au premier essai</translation>
    </message>
    <message>
        <source>F</source>
        <comment>key for Failed, one letter</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Raté</translation>
    </message>
    <message>
        <source>Failed  ({0})</source>
        <translation>Raté  ({0})</translation>
    </message>
    <message>
        <source>Failed. Which owl tile do you turn over? You move back by its second number.</source>
        <translation>Raté. Quelle tuile hibou retournes-tu&#x202f;? Tu recules d’autant de cases que le second nombre.</translation>
    </message>
    <message>
        <source>Fox space: this route must be mastered on the first attempt.</source>
        <translation>Case renard&#xa0;: cette route doit être réussie au premier essai.</translation>
    </message>
    <message>
        <source>Ice crystal: the grizzly slides and must keep touching the path.</source>
        <translation>Cristal de glace&#xa0;: le grizzly glisse et doit toujours toucher le chemin.</translation>
    </message>
    <message>
        <source>Intermediate destination {pile} can no longer be reached: too few cards are left in pile {pile}. The team will lose when they run out.</source>
        <translation>L’étape {pile} ne peut plus être atteinte&#xa0;: il reste trop peu de cartes dans la pile {pile}. L’équipe perdra quand elles seront épuisées.</translation>
    </message>
    <message>
        <source>Keys: {0} mastered, {1} failed, 1-9 choices, Ctrl+Z undo, F1 rules</source>
        <translation>Touches&#xa0;: {0} réussi, {1} raté, 1–9 les choix, Ctrl+Z annuler, F1 les règles</translation>
    </message>
    <message>
        <source>M</source>
        <comment>key for Mastered, one letter</comment>
        <extracomment>Mastered and Failed: the buttons pressed most, from a chair, by small hands. Their height when the panel is compact (see TurnPanel.set_compact): still a big target. How much larger than the app&apos;s text each part of the panel is drawn: normally, and compact (a short window or large text: the choices must stay in view). The least size a long name and colour shrink to before they end in &quot;…&quot;. The player asked why a choice is missing or wants the rule (F1 opens help). The state shown (shown again when the panel turns compact). Where the squirrels stand: beside the name, or below it (see _arrange_who). The card&apos;s spacing and margins as the style gives them (see set_compact).</extracomment>
        <translation>O</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <source>Mastered  ({0})</source>
        <translation>Réussi  ({0})</translation>
    </message>
    <message>
        <source>Mastered! Which owl tile do you turn over? You move forward by its first number.</source>
        <translation>Réussi&#x202f;! Quelle tuile hibou retournes-tu&#x202f;? Tu avances d’autant de cases que le premier nombre.</translation>
    </message>
    <message>
        <source>Normal or difficult route?</source>
        <translation>Route normale ou difficile&#x202f;?</translation>
    </message>
    <message>
        <source>Normal route: without the extra task.</source>
        <translation>Route normale&#xa0;: sans le défi bonus.</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>Couleur du joueur</translation>
    </message>
    <message>
        <source>Someone reached the peak: this is the last round.</source>
        <translation>Quelqu’un a atteint le sommet&#xa0;: c’est le dernier tour de table.</translation>
    </message>
    <message>
        <source>Take the built route, or change to another route?</source>
        <translation>Prendre la route construite ou changer de route&#x202f;?</translation>
    </message>
    <message>
        <source>Take the major shortcut, or turn over the next card?</source>
        <translation>Prendre le grand raccourci ou retourner la carte suivante&#x202f;?</translation>
    </message>
    <message>
        <source>Team: {0}</source>
        <translation>Équipe&#xa0;: {0}</translation>
    </message>
    <message>
        <source>That attempt failed. Try again or accept the failure?</source>
        <translation>Cet essai est raté. Réessayer ou s’arrêter là&#x202f;?</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>The peak C can no longer be reached: too few cards are left in pile {pile}. The team will lose when they run out.</source>
        <translation>Le sommet C ne peut plus être atteint&#xa0;: il reste trop peu de cartes dans la pile {pile}. L’équipe perdra quand elles seront épuisées.</translation>
    </message>
    <message>
        <source>Turn over the face-down owl tile. What does it show?</source>
        <translation>Retourne la tuile hibou face cachée. Que montre-t-elle&#x202f;?</translation>
    </message>
    <message>
        <source>Turn over the top card of pile {0}. Which card is it?</source>
        <translation>Retourne la carte du dessus de la pile {0}. Quelle carte est-ce&#x202f;?</translation>
    </message>
    <message>
        <source>{colour}: {name}</source>
        <translation>{colour}&#xa0;: {name}</translation>
    </message>
    <message>
        <source>{name}  (route {pile})</source>
        <translation>{name}  (route {pile})</translation>
    </message>
    <message>
        <source>{rods}; needs: {materials}</source>
        <translation>{rods}&#x202f;; il faut&#xa0;: {materials}</translation>
    </message>
</context>
</TS>
