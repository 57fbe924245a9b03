<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
  <context>
    <name>App</name>
    <message numerus="yes">
      <location filename="../../blocky/ui/app.py" />
      <source>%n backup(s) of your games can be restored: choose one, or quit.</source>
      <translation>
        <numerusform>%n sauvegarde de tes parties peut être restaurée : choisis-la, ou quitte l'application.</numerusform>
        <numerusform>%n sauvegardes de tes parties peuvent être restaurées : choisis-en une, ou quitte l'application.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/app.py" />
      <source>Quit</source>
      <translation>Quitter</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/app.py" />
      <source>Restore a backup…</source>
      <translation>Restaurer une sauvegarde…</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/app.py" />
      <source>Your games could not be opened, so the app stops here. Nothing was changed or deleted.</source>
      <translation>Tes parties n'ont pas pu être ouvertes, l'application s'arrête donc ici. Rien n'a été modifié ni supprimé.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/app.py" />
      <source>Your games could not be opened. Nothing was changed or deleted.</source>
      <translation>Tes parties n'ont pas pu être ouvertes. Rien n'a été modifié ni supprimé.</translation>
    </message>
  </context>
  <context>
    <name>BackupDialog</name>
    <message>
      <location filename="../../blocky/ui/backups.py" />
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/backups.py" />
      <source>Games played after that copy was made are not in it. Your saved games as they are now are moved aside and kept.</source>
      <translation>Les parties jouées après cette copie n'y sont pas. Tes parties enregistrées telles qu'elles sont maintenant sont mises de côté et conservées.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/backups.py" />
      <source>Go back to the copy from {0}?</source>
      <translation>Revenir à la copie du {0} ?</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/backups.py" />
      <source>Keep my games as they are</source>
      <translation>Garder mes parties telles quelles</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/backups.py" />
      <source>Restore a backup</source>
      <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/backups.py" />
      <source>Restore the chosen backup</source>
      <translation>Restaurer la sauvegarde choisie</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/backups.py" />
      <source>Restore this backup</source>
      <translation>Restaurer cette sauvegarde</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/backups.py" />
      <source>The app keeps a copy of your saved games each day you play, and one before each update. Choose the copy to go back to: the games as they are now are kept aside, not deleted.</source>
      <translation>L'application garde une copie de tes parties enregistrées chaque jour où tu joues, et une avant chaque mise à jour. Choisis la copie à laquelle revenir : les parties telles qu'elles sont maintenant sont mises de côté, pas supprimées.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/backups.py" />
      <source>The backup could not be restored: {0}</source>
      <translation>La sauvegarde n'a pas pu être restaurée : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/backups.py" />
      <source>The backups could not be listed: {0}</source>
      <translation>Les sauvegardes n'ont pas pu être listées : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/backups.py" />
      <source>The copy from {0} is back.</source>
      <translation>La copie du {0} est de retour.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/backups.py" />
      <source>There are no backups yet. The app makes one each day you play.</source>
      <translation>Il n'y a pas encore de sauvegarde. L'application en fait une chaque jour où tu joues.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/backups.py" />
      <source>Your games as they were are kept in {0}.</source>
      <translation>Tes parties telles qu'elles étaient sont conservées dans {0}.</translation>
    </message>
  </context>
  <context>
    <name>Backups</name>
    <message>
      <location filename="../../blocky/ui/backups.py" />
      <source>Copy made before an update</source>
      <translation>Copie faite avant une mise à jour</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/backups.py" />
      <source>Daily copy</source>
      <translation>Copie du jour</translation>
    </message>
  </context>
  <context>
    <name>BoardCheckDialog</name>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>A guess: check it against the card.</source>
      <translation>Estimation : vérifie-la sur la carte.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>A shortcut, its first space</source>
      <translation>Un raccourci, sa première case</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>All values are fine.</source>
      <translation>Toutes les valeurs sont correctes.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Card</source>
      <translation>Carte</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Change to route {0}, its squirrels</source>
      <translation>Passer à la route {0}, écureuils</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Check the values</source>
      <translation>Vérifier les valeurs</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Check your board</source>
      <translation>Vérifier ton plateau</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Compare these values with the board and the cards in your box and correct them. Yellow marks a guess: the rulebook does not print it. New games use what you save here.</source>
      <translation>Compare ces valeurs avec le plateau et les cartes de ta boîte et corrige-les. Le jaune signale une estimation : la règle ne l'indique pas. Les nouvelles parties utilisent ce que tu enregistres ici.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Compass spaces</source>
      <translation>Cases boussole</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Compass spaces (free route change):</source>
      <translation>Cases boussole (changement de route gratuit) :</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Extra task</source>
      <translation>Défi bonus</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Extra-task materials</source>
      <translation>Matériel du défi bonus</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Extra-task squirrels</source>
      <translation>Écureuils du défi bonus</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Fox spaces</source>
      <translation>Cases renard</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Fox spaces:</source>
      <translation>Cases renard :</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>From space</source>
      <translation>De la case</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Guess</source>
      <translation>Estimation</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>I have checked these values against my board</source>
      <translation>J'ai vérifié ces valeurs sur mon plateau</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Ice crystal</source>
      <translation>Cristal de glace</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Intermediate destination {0}, its space</source>
      <translation>Étape {0}, sa case</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Intermediate destination {0}, its squirrels</source>
      <translation>Étape {0}, ses écureuils</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Intermediate destination {0}:</source>
      <translation>Étape {0} :</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Intermediate {0} space</source>
      <translation>Case de l'étape {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Intermediate {0} squirrels</source>
      <translation>Écureuils de l'étape {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Lists are separated by commas. Leave the extra task empty for a card without one. Yellow cells are guesses; untick “guess” once checked.</source>
      <translation>Sépare les listes par des virgules. Laisse le défi bonus vide pour une carte qui n'en a pas. Les cellules jaunes sont des estimations ; décoche « estimation » une fois vérifié.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Major shortcut costs</source>
      <translation>Le grand raccourci coûte</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Major shortcut ends on space</source>
      <translation>Le grand raccourci finit sur la case</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Major shortcut starts on space</source>
      <translation>Le grand raccourci part de la case</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Major shortcut, its first space</source>
      <translation>Grand raccourci, sa première case</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Major shortcut, its last space</source>
      <translation>Grand raccourci, sa dernière case</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Major shortcut, its squirrels</source>
      <translation>Grand raccourci, écureuils</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Major shortcut:</source>
      <translation>Grand raccourci :</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Materials</source>
      <translation>Matériel</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Not printed in the rulebook: check it on your board.</source>
      <translation>Pas indiqué dans la règle : vérifie-le sur ton plateau.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Not saved: {0}</source>
      <translation>Pas enregistré : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Peak C is space:</source>
      <translation>Le sommet C est la case :</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Peak space</source>
      <translation>Case du sommet</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Pile</source>
      <translation>Pile</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Race map</source>
      <translation>Plateau de la course</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Restore built-in defaults</source>
      <translation>Revenir aux valeurs d'origine</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Rods</source>
      <translation>Baguettes</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Route cards</source>
      <translation>Cartes route</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Route change to {0}</source>
      <translation>Changement vers la route {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Save</source>
      <translation>Enregistrer</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Saved. New games use your board.</source>
      <translation>Enregistré. Les nouvelles parties utilisent ton plateau.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Shortcut from space {0}, its last space</source>
      <translation>Raccourci depuis la case {0}, sa dernière case</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Shortcut from space {0}, its squirrels</source>
      <translation>Raccourci depuis la case {0}, écureuils</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Shortcut {0} costs</source>
      <translation>Le raccourci {0} coûte</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Shortcut {0} ends on space</source>
      <translation>Le raccourci {0} finit sur la case</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Shortcut {0} starts on space</source>
      <translation>Le raccourci {0} part de la case</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Shortcuts (dotted lines from the backpack spaces)</source>
      <translation>Raccourcis (lignes pointillées depuis les cases sac à dos)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Squirrels</source>
      <translation>Écureuils</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Squirrels for a route change</source>
      <translation>Écureuils pour changer de route</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Team map</source>
      <translation>Plateau de l'équipe</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>The built-in defaults are back.</source>
      <translation>Les valeurs d'origine sont revenues.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>These values work, but differ from the published game:</source>
      <translation>Ces valeurs fonctionnent, mais diffèrent du jeu publié :</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>To space</source>
      <translation>Jusqu'à la case</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>Your saved board could not be read: {0}</source>
      <translation>Ton plateau enregistré n'a pas pu être lu : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>from</source>
      <translation>de</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>guess</source>
      <translation>estimation</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>space</source>
      <translation>case</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>squirrels</source>
      <translation>écureuils</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>still a guess</source>
      <translation>encore une estimation</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>to</source>
      <translation>à</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>to {0}:</source>
      <translation>vers {0} :</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>{0}, extra task squirrels</source>
      <translation>{0}, écureuils du défi bonus</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>{0}, rods</source>
      <translation>{0}, baguettes</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>{0}: rods must be 1 or 2, not '{1}'</source>
      <translation>{0} : il faut 1 ou 2 baguettes, pas « {1} »</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>{0}: the extra task's squirrels must be 1 or 2, not '{1}'</source>
      <translation>{0} : les écureuils du défi bonus doivent être 1 ou 2, pas « {1} »</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>{what}: {value} is too high. It can be at most {high}.</source>
      <translation>{what} : {value}, c'est trop. Au plus {high}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board_check.py" />
      <source>{what}: {value} is too low. It must be at least {low}.</source>
      <translation>{what} : {value}, c'est trop peu. Au moins {low}.</translation>
    </message>
  </context>
  <context>
    <name>BoardView</name>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source> (a backpack space)</source>
      <translation> (une case sac à dos)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source> (a compass space)</source>
      <translation> (une case boussole)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>Campground</source>
      <translation>Campement</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>Next goal: intermediate destination {pile} on space {n}.</source>
      <translation>Prochain but : l'étape {pile} sur la case {n}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>Next goal: the peak C on space {n}.</source>
      <translation>Prochain but : le sommet C sur la case {n}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>No game is open.</source>
      <translation>Aucune partie n'est ouverte.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>Peak</source>
      <translation>Sommet</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>Route map</source>
      <translation>Carte des routes</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>Route {pile}: {m} of {n} cards mastered, {f} failed.</source>
      <translation>Route {pile} : {m} cartes réussies sur {n}, {f} ratées.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>Squirrels: {n}.</source>
      <translation>Écureuils : {n}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>The team marker is {where}.</source>
      <translation>Le pion de l'équipe est {where}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>at the campground</source>
      <translation>au campement</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>on intermediate destination {pile} (space {n})</source>
      <translation>sur l'étape {pile} (case {n})</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>on space {n}</source>
      <translation>sur la case {n}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>on space {n} (a fox space)</source>
      <translation>sur la case {n} (une case renard)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>on the arrow space</source>
      <translation>sur la case flèche</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>on the peak</source>
      <translation>au sommet</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>on the peak C</source>
      <translation>au sommet C</translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/board.py" />
      <source>squirrel(s) left</source>
      <translation>
        <numerusform>écureuil restant</numerusform>
        <numerusform>écureuils restants</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>{m} of {n}</source>
      <translation>{m} sur {n}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>{who} to play.</source>
      <translation>À {who} de jouer.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/board.py" />
      <source>{who} {where}.</source>
      <translation>{who} est {where}.</translation>
    </message>
  </context>
  <context>
    <name>DamagedRow</name>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>A saved game could not be read</source>
      <translation>Une partie enregistrée n'a pas pu être lue</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Part of the file that holds it is damaged, so its players and its place on the board cannot be shown. Your other games are not affected. A backup from an earlier day may still have it whole.</source>
      <translation>Un morceau du fichier qui la contient est abîmé : ses joueurs et sa position sur le plateau ne peuvent pas être affichés. Tes autres parties ne sont pas touchées. Une sauvegarde d'un jour précédent la contient peut-être encore en entier.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Restore a backup</source>
      <translation>Restaurer une sauvegarde</translation>
    </message>
  </context>
  <context>
    <name>EndPanel</name>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>(same space and squirrels: shared place)</source>
      <translation>(même case et autant d'écureuils : place partagée)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>(same space as {0}: fewer squirrels decided)</source>
      <translation>(même case que {0} : moins d'écureuils a départagé)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>A shared victory!</source>
      <translation>Une victoire partagée !</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>Back to the start screen</source>
      <translation>Retour à l'accueil</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>Pile {pile} ran out with the team marker on space {pos}; it needed to reach space {goal}.</source>
      <translation>La pile {pile} est vide avec le pion de l'équipe sur la case {pos} ; il fallait atteindre la case {goal}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>Play again with the same players</source>
      <translation>Rejouer avec les mêmes joueurs</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>Route {pile}: {mastered} mastered, {failed} failed</source>
      <translation>Route {pile} : {mastered} réussies, {failed} ratées</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>Squirrels kept: {0}</source>
      <translation>Écureuils gardés : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>The team has lost.</source>
      <translation>L'équipe a perdu.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>The team has won!</source>
      <translation>L'équipe a gagné !</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>The team marker reached the peak C, space {0}.</source>
      <translation>Le pion de l'équipe a atteint le sommet C, case {0}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>Training complete!</source>
      <translation>Entraînement terminé !</translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/game_screen.py" />
      <source>Training complete: %n card(s) mastered</source>
      <translation>
        <numerusform>Entraînement terminé : %n carte réussie</numerusform>
        <numerusform>Entraînement terminé : %n cartes réussies</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>at the campground</source>
      <translation>au campement</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>at the peak</source>
      <translation>au sommet</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>on space {0}</source>
      <translation>sur la case {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>{name} wins!</source>
      <translation>{name} gagne !</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>{place}. {name}: {where}, {squirrels}</source>
      <translation>{place}. {name} : {where}, {squirrels}</translation>
    </message>
  </context>
  <context>
    <name>Errors</name>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>'{colour}' is not a player colour (white, black, orange, violet)</source>
      <translation>« {colour} » n'est pas une couleur de joueur (blanc, noir, orange, violet).</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>A name cannot be empty: it needs at least one visible letter, digit or sign.</source>
      <translation>Un nom ne peut pas être vide : il lui faut au moins une lettre, un chiffre ou un signe visible.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>A name may have at most {max} characters</source>
      <translation>Un nom peut avoir au plus {max} caractères.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>A name may have at most {max} characters.</source>
      <translation>Un nom peut avoir au plus {max} caractères.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>A name must be text.</source>
      <translation>Un nom doit être du texte.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>Another program is using {path} right now (it holds a lock on it). Close that program, then open the app again. The file was left as it is.</source>
      <translation>Un autre programme utilise {path} en ce moment (il le tient verrouillé). Ferme ce programme, puis rouvre l'appli. Le fichier n'a pas été modifié.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>Every player needs a colour</source>
      <translation>Chaque joueur a besoin d'une couleur.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>Every player needs a name</source>
      <translation>Chaque joueur a besoin d'un nom.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>Players must be in colour order: white, black, orange, violet</source>
      <translation>Les joueurs jouent dans l'ordre des couleurs : blanc, noir, orange, violet.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>Solo training is for 1 player, not {n}</source>
      <translation>L'entraînement solo se joue à 1 joueur, pas à {n}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The app cannot read or write {path} ({detail}).</source>
      <translation>L'appli ne peut pas lire ni écrire {path} ({detail}).</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The app cannot save in the folder {path}: it is read-only. Choose another folder for the app's data, or make this one writable.</source>
      <translation>L'appli ne peut pas enregistrer dans le dossier {path} : il est en lecture seule. Choisis un autre dossier pour les données de l'appli, ou rends celui-ci modifiable.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The app is not allowed to change {path}: it belongs to another user or its permissions forbid it. Give your user the right to change it, or choose another folder for the app's data.</source>
      <translation>L'appli n'a pas le droit de modifier {path} : il appartient à un autre utilisateur ou ses autorisations l'interdisent. Donne à ton utilisateur le droit de le modifier, ou choisis un autre dossier pour les données de l'appli.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The backup {path} cannot be restored ({detail}). Nothing was changed; choose another backup.</source>
      <translation>La sauvegarde {path} ne peut pas être restaurée ({detail}). Rien n'a été modifié ; choisis une autre sauvegarde.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The disk holding {path} is full, so the last step could not be saved. Everything saved before it is safe. Free some space and try again.</source>
      <translation>Le disque qui contient {path} est plein : la dernière étape n'a pas pu être enregistrée. Tout ce qui a été enregistré avant est en sécurité. Libère de la place et réessaie.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The file {path} is marked read-only, so the app cannot save your games in it. Remove the read-only mark in the file's properties, or choose another folder.</source>
      <translation>Le fichier {path} est en lecture seule, l'appli ne peut donc pas y enregistrer tes parties. Retire la lecture seule dans les propriétés du fichier, ou choisis un autre dossier.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The folder for your games cannot be created: {path} ({detail}).</source>
      <translation>Le dossier de tes parties ne peut pas être créé : {path} ({detail}).</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The level must be beginner or advanced</source>
      <translation>Le niveau doit être débutants ou experts.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The name contains characters that cannot be saved.</source>
      <translation>Le nom contient des caractères qui ne peuvent pas être enregistrés.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The race game is for 1 to 4 players, not {n}</source>
      <translation>La course se joue de 1 à 4 joueurs, pas à {n}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The saved games in {path} are already open in another window of the app. Close that window first.</source>
      <translation>Les parties enregistrées dans {path} sont déjà ouvertes dans une autre fenêtre de l'appli. Ferme d'abord cette fenêtre.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The saved games in {path} are damaged. The file was left as it is. Backups you can restore: {backups}. Restore one, or move the file away to start afresh.</source>
      <translation>Les parties enregistrées dans {path} sont endommagées. Le fichier n'a pas été modifié. Sauvegardes que tu peux restaurer : {backups}. Restaures-en une, ou déplace le fichier pour repartir de zéro.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The saved games in {path} could not be used ({detail}).</source>
      <translation>Les parties enregistrées dans {path} n'ont pas pu être utilisées ({detail}).</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The saved games in {path} were being saved when the app or the computer stopped, and that last save can only be finished where the app may write; {folder} is not such a place. Make it writable, or copy the file together with the '-journal' file beside it to a writable folder, and open it again. The file was left as it is.</source>
      <translation>Les parties de {path} étaient en cours d'enregistrement quand l'appli ou l'ordinateur s'est arrêté, et ce dernier enregistrement ne peut être terminé que là où l'appli peut écrire ; {folder} n'est pas un tel endroit. Rends-le modifiable, ou copie le fichier avec le fichier « -journal » qui est à côté dans un dossier modifiable, puis rouvre-le. Le fichier n'a pas été modifié.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The seed must be a whole number</source>
      <translation>Le numéro de mélange doit être un nombre entier.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The team starts at the campground or intermediate A or B</source>
      <translation>L'équipe part du campement ou de l'étape A ou B.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The team variant is for 2 to 7 adventurers, not {n}</source>
      <translation>La partie en équipe se joue de 2 à 7 aventuriers, pas à {n}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>The training is pile A, B, C or the full climb</source>
      <translation>L'entraînement est la route A, B, C ou toute l'ascension.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>Two different players in one game of the file are both called '{name}'. Names must tell players apart, so this file cannot be loaded; rename one of them where the file was saved, and save it again. Nothing was loaded.</source>
      <translation>Dans une partie du fichier, deux joueurs différents s'appellent tous deux « {name} ». Les noms doivent distinguer les joueurs, ce fichier ne peut donc pas être chargé ; renomme l'un d'eux là où le fichier a été enregistré, puis enregistre-le à nouveau. Rien n'a été chargé.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>Two players have the same colour</source>
      <translation>Deux joueurs ont la même couleur.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>Two players have the same name</source>
      <translation>Deux joueurs ont le même nom.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>Two players of one game in the file would both be the player '{name}' here, who cannot take two seats in one game. Rename the player '{name}' here, then load the file again. Nothing was loaded.</source>
      <translation>Deux joueurs d'une partie du fichier seraient tous deux ici le joueur « {name} », qui ne peut pas occuper deux places dans une partie. Renomme ici le joueur « {name} », puis charge à nouveau le fichier. Rien n'a été chargé.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>{path} belongs to another program, not to Blocky Mountains. The file was left as it is; choose another file or folder.</source>
      <translation>{path} appartient à un autre programme, pas à Blocky Mountains. Le fichier n'a pas été modifié ; choisis un autre fichier ou dossier.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>{path} is not a Blocky Mountains database. The file was left as it is; choose another file or folder.</source>
      <translation>{path} n'est pas un fichier de parties Blocky Mountains. Le fichier n'a pas été modifié ; choisis un autre fichier ou dossier.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/errors.py" />
      <source>{path} was saved by a newer version of the app (data version {version}; this app knows up to {known}). Please update the app. The file was left as it is.</source>
      <translation>{path} a été enregistré par une version plus récente de l'appli (version des données {version} ; cette appli connaît jusqu'à {known}). Mets l'appli à jour, s'il te plaît. Le fichier n'a pas été modifié.</translation>
    </message>
  </context>
  <context>
    <name>Failures</name>
    <message>
      <location filename="../../blocky/ui/failures.py" />
      <source>Back to the start screen</source>
      <translation>Retour à l'accueil</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/failures.py" />
      <source>Quit</source>
      <translation>Quitter</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/failures.py" />
      <source>Something went wrong.</source>
      <translation>Quelque chose s'est mal passé.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/failures.py" />
      <source>What happened was written to {0}.</source>
      <translation>Ce qui s'est passé est noté dans {0}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/failures.py" />
      <source>Your game is saved up to its last step. You can go back to the start screen and carry on, or quit.</source>
      <translation>Ta partie est enregistrée jusqu'à son dernier coup. Tu peux revenir à l'accueil et continuer, ou quitter.</translation>
    </message>
  </context>
  <context>
    <name>GameController</name>
    <message>
      <location filename="../../blocky/ui/controller.py" />
      <source>That could not be saved: {0}</source>
      <translation>Cela n'a pas pu être enregistré : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/controller.py" />
      <source>The log could not be rebuilt: {0}</source>
      <translation>Le journal n'a pas pu être reconstruit : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/controller.py" />
      <source>The move could not be saved, so it was not made: {0}</source>
      <translation>Le coup n'a pas pu être enregistré, il n'a donc pas été joué : {0}</translation>
    </message>
  </context>
  <context>
    <name>GameRow</name>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Delete this game</source>
      <translation>Supprimer cette partie</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Delete this game: {0}</source>
      <translation>Supprimer cette partie : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Restore a backup</source>
      <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>{mode}  ·  {when}</source>
      <translation>{mode}  ·  {when}</translation>
    </message>
  </context>
  <context>
    <name>GameScreen</name>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>Game log</source>
      <translation>Journal de la partie</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/game_screen.py" />
      <source>What happened</source>
      <translation>Ce qui s'est passé</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Back to the start screen</source>
      <translation>Retour à l'accueil</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Check your board</source>
      <translation>Vérifier ton plateau</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Full screen</source>
      <translation>Plein écran</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Main toolbar</source>
      <translation>Barre principale</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>New game</source>
      <translation>Nouvelle partie</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>OK</source>
      <translation>OK</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Part of this game is damaged, so it cannot be replayed. Your other games are not affected. A backup from an earlier day may still have it whole.</source>
      <translation>Cette partie est abîmée par endroits : elle ne peut pas être reprise. Tes autres parties ne sont pas touchées. Une sauvegarde d'un jour précédent la contient peut-être encore en entier.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Quit</source>
      <translation>Quitter</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Redo</source>
      <translation>Rétablir</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Restore a backup…</source>
      <translation>Restaurer une sauvegarde…</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Rules help</source>
      <translation>Aide des règles</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Settings</source>
      <translation>Réglages</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Something in your saved games could not be read ({0}). Your other data was left as it is.</source>
      <translation>Quelque chose dans tes parties enregistrées n'a pas pu être lu ({0}). Tes autres données n'ont pas été touchées.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Start screen</source>
      <translation>Accueil</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Statistics</source>
      <translation>Statistiques</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>The game could not be deleted: {0}</source>
      <translation>La partie n'a pas pu être supprimée : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>The game could not be started: {0}</source>
      <translation>La partie n'a pas pu commencer : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>This game could not be opened.</source>
      <translation>Cette partie n'a pas pu être ouverte.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Undo</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Use the built-in board from now on</source>
      <translation>Utiliser désormais le plateau d'origine</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>What could not be read: {0}</source>
      <translation>Ce qui n'a pas pu être lu : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/main_window.py" />
      <source>Your corrected board could not be read, so this game uses the board printed in the rulebook.</source>
      <translation>Ton plateau corrigé n'a pas pu être lu, cette partie utilise donc le plateau imprimé dans la règle.</translation>
    </message>
  </context>
  <context>
    <name>Modes</name>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Race game</source>
      <translation>Course</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Solo training</source>
      <translation>Entraînement solo</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Team game</source>
      <translation>Partie en équipe</translation>
    </message>
  </context>
  <context>
    <name>NameBox</name>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Pick a player or type a name</source>
      <translation>Choisis un joueur ou écris un nom</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Type a name</source>
      <translation>Écris un nom</translation>
    </message>
  </context>
  <context>
    <name>NewGamePage</name>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Advanced (no squirrels)</source>
      <translation>Experts (sans écureuils)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Adventurers, in seat order (2 to 7)</source>
      <translation>Aventuriers, dans l'ordre des places (2 à 7)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Back</source>
      <translation>Retour</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Back  (Esc)</source>
      <translation>Retour  (Échap)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Beginners (one squirrel per adventurer)</source>
      <translation>Débutants (un écureuil par aventurier)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Cards and owl tiles</source>
      <translation>Cartes et tuiles hibou</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Give every chosen colour a name.</source>
      <translation>Donne un nom à chaque couleur choisie.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Give every chosen seat a name.</source>
      <translation>Donne un nom à chaque place choisie.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Level and start</source>
      <translation>Niveau et départ</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Name in seat {0}</source>
      <translation>Nom à la place {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Name of player {0}</source>
      <translation>Nom du joueur {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Name of the player</source>
      <translation>Nom du joueur</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Name:</source>
      <translation>Nom :</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>New race game</source>
      <translation>Nouvelle course</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>New solo training</source>
      <translation>Nouvel entraînement solo</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>New team game</source>
      <translation>Nouvelle partie en équipe</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Pile A (easy)</source>
      <translation>Pile A (facile)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Pile B (moderate)</source>
      <translation>Pile B (moyen)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Pile C (difficult)</source>
      <translation>Pile C (difficile)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Players</source>
      <translation>Joueurs</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Players, in turn order (1 to 4)</source>
      <translation>Joueurs, dans l'ordre du tour (1 à 4)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Ready! Press Start or Enter.</source>
      <translation>Prêt ! Appuie sur Commencer ou sur Entrée.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Seat {0}</source>
      <translation>Place {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Shuffle number</source>
      <translation>Numéro de mélange</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Shuffle number (enter one to replay a deal):</source>
      <translation>Numéro de mélange (entre-le pour rejouer une donne) :</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Start at intermediate destination A</source>
      <translation>Départ à l'étape A</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Start at intermediate destination B</source>
      <translation>Départ à l'étape B</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Start at the campground</source>
      <translation>Départ au campement</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Start the game</source>
      <translation>Commencer la partie</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Start the game  (Enter)</source>
      <translation>Commencer la partie  (Entrée)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>The app shuffles and draws them</source>
      <translation>L'application les mélange et les tire</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>The full climb: A, then B, then C</source>
      <translation>L'ascension complète : A, puis B, puis C</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Tick at least one colour to play.</source>
      <translation>Coche au moins une couleur.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Type your name, or pick it from the list.</source>
      <translation>Écris ton nom ou choisis-le dans la liste.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Type your name.</source>
      <translation>Écris ton nom.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>We use the real cards and tiles and tell the app what turns up</source>
      <translation>Nous utilisons les vraies cartes et tuiles et disons à l'application ce qui sort</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>What to train</source>
      <translation>Quoi entraîner ?</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Where the team starts</source>
      <translation>Où l'équipe commence</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/new_game.py" />
      <source>Who trains?</source>
      <translation>Qui s'entraîne ?</translation>
    </message>
  </context>
  <context>
    <name>Rules</name>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source> (difficult)</source>
      <translation> (difficile)</translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/rules/describe.py" />
      <location filename="../../blocky/rules/game.py" />
      <source>%n squirrel(s)</source>
      <translation>
        <numerusform>%n écureuil</numerusform>
        <numerusform>%n écureuils</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>(The frolicking area had only that many left.)</source>
      <translation>(Il n'en restait pas plus dans l'aire de jeu.)</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>1 gray block</source>
      <translation>1 bloc gris</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>2 gray blocks</source>
      <translation>2 blocs gris</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>3 gray blocks</source>
      <translation>3 blocs gris</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>4 gray blocks</source>
      <translation>4 blocs gris</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>5 gray blocks</source>
      <translation>5 blocs gris</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>6 gray blocks</source>
      <translation>6 blocs gris</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>7 gray blocks</source>
      <translation>7 blocs gris</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>8 gray blocks</source>
      <translation>8 blocs gris</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>A route is built: take it, or change route (which may cost squirrels).</source>
      <translation>Une route est construite : prends-la, ou change de route (cela peut coûter des écureuils).</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>A second adventurer is already chosen.</source>
      <translation>Un deuxième aventurier est déjà choisi.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>A shortcut can only be taken at the start of a turn, before anything else.</source>
      <translation>Un raccourci se prend seulement au début du tour, avant tout le reste.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Accept the failure</source>
      <translation>Accepter l'échec</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Another attempt: 1 squirrel ({left} left)</source>
      <translation>Un autre essai : 1 écureuil (il en reste {left})</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Bear's Den</source>
      <translation>Tanière de l'ours</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/state.py" />
      <source>Black</source>
      <translation>Noir</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Boulder</source>
      <translation>Rocher</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Build the treetop one block higher.</source>
      <translation>Construis la cime de l'arbre un bloc plus haut.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Carry the trapper over the boulder too.</source>
      <translation>Fais aussi passer le trappeur par-dessus le rocher.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Change figures one time more.</source>
      <translation>Change de figurine une fois de plus.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Change to route {pile}: free from the compass space</source>
      <translation>Changer pour la route {pile} : gratuit depuis la case boussole</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Change to route {pile}: {cost}</source>
      <translation>Changer pour la route {pile} : {cost}</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Chimney</source>
      <translation>Cheminée</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Cliff</source>
      <translation>Falaise</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Climb one rung higher.</source>
      <translation>Grimpe un barreau plus haut.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Climb the wall without resting.</source>
      <translation>Grimpe la paroi sans t'arrêter.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Climbing Ladder</source>
      <translation>Échelle d'escalade</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Climbing Path</source>
      <translation>Sentier d'escalade</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Cross the waterfall with both figures hooked up.</source>
      <translation>Traverse la cascade avec les deux figurines encordées.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Difficult Path</source>
      <translation>Chemin difficile</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Difficult route: one attempt, +{reward}</source>
      <translation>Route difficile : un essai, +{reward}</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Eagle's Nest</source>
      <translation>Nid d'aigle</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Failed</source>
      <translation>Raté</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Feed the fox: 1 squirrel, move 1 space forward now</source>
      <translation>Nourrir le renard : 1 écureuil, avancer tout de suite d'1 case</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>First choose the normal or the difficult route.</source>
      <translation>Choisis d'abord la route normale ou la route difficile.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>First choose which owl tile to turn over.</source>
      <translation>Choisis d'abord quelle tuile hibou retourner.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>First decide: another attempt, or accept the failure.</source>
      <translation>Décide d'abord : un autre essai, ou accepter l'échec.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>First enter the route card that turned up from pile {pile}.</source>
      <translation>Indique d'abord la carte route sortie de la pile {pile}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>First enter what the owl tile shows.</source>
      <translation>Indique d'abord ce que montre la tuile hibou.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Flipped owl {value}: back {n}.</source>
      <translation>Hibou {value} retourné : {n} en arrière.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Flipped owl {value}: forward {n}.</source>
      <translation>Hibou {value} retourné : {n} en avant.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Follow one more bend.</source>
      <translation>Suis un virage de plus.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>Foxes live only on the team map.</source>
      <translation>Les renards vivent seulement sur le plateau de l'équipe.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Glacier</source>
      <translation>Glacier</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Gorge</source>
      <translation>Gorge</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Ice Bridge</source>
      <translation>Pont de glace</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Ice Crevice</source>
      <translation>Crevasse de glace</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Ice Curve</source>
      <translation>Virage de glace</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>It is the last card of pile {pile}!</source>
      <translation>C'est la dernière carte de la pile {pile} !</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Let the grizzly wait on the cliff edge.</source>
      <translation>Fais attendre le grizzly au bord de la falaise.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Mastered</source>
      <translation>Réussi</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Narrow Pass</source>
      <translation>Col étroit</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Narrow Point</source>
      <translation>Passage étroit</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>No face-down owl tile can show {advance}/{back}; the tiles not seen yet show {left}.</source>
      <translation>Aucune tuile hibou face cachée ne peut montrer {advance}/{back} ; celles pas encore vues montrent {left}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>No owl tile is being turned over now.</source>
      <translation>Aucune tuile hibou n'est retournée en ce moment.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>No owl tile is to be chosen now.</source>
      <translation>Il n'y a pas de tuile hibou à choisir maintenant.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>No owl tile not seen yet shows {value}; the tile under pile {pile} can only show {left}.</source>
      <translation>Aucune tuile hibou pas encore vue ne montre {value} ; la tuile sous la pile {pile} ne peut montrer que {left}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>No route card is being turned over now.</source>
      <translation>Aucune carte route n'est retournée en ce moment.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>No route is built yet, so there is nothing to change: choose a pile for free.</source>
      <translation>Aucune route n'est encore construite, il n'y a donc rien à changer : choisis une pile gratuitement.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>No route is built yet: choose a pile.</source>
      <translation>Aucune route n'est encore construite : choisis une pile.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>No shortcut: turn over the next card</source>
      <translation>Pas de raccourci : retourner la carte suivante</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>Normal or difficult is chosen before the first attempt.</source>
      <translation>Normale ou difficile se choisit avant le premier essai.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Normal route</source>
      <translation>Route normale</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>Only a route with 2 rods can be shared by two adventurers.</source>
      <translation>Seule une route à 2 baguettes peut se partager entre deux aventuriers.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>Only in the team variant can two adventurers share a route.</source>
      <translation>Seulement en partie en équipe deux aventuriers peuvent partager une route.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/state.py" />
      <source>Orange</source>
      <translation>Orange</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Overhang</source>
      <translation>Surplomb</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Owl tile {value}</source>
      <translation>Tuile hibou {value}</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>Owl tiles are used only in the race game.</source>
      <translation>Les tuiles hibou servent seulement dans la course.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Pass the window with the grizzly as well.</source>
      <translation>Fais aussi passer le grizzly par la fenêtre.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>Pile {pile} has no cards left.</source>
      <translation>La pile {pile} n'a plus de cartes.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Pinnacles</source>
      <translation>Aiguilles</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Push the provisions through without touching the walls.</source>
      <translation>Pousse les provisions sans toucher les parois.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Reach the nest from the far side.</source>
      <translation>Atteins le nid par l'autre côté.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Ridge Walk</source>
      <translation>Marche sur la crête</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Rock Crevice</source>
      <translation>Crevasse rocheuse</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Rock Wall</source>
      <translation>Paroi rocheuse</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Route card {card} (route {pile}) turned up.</source>
      <translation>La carte route {card} (route {pile}) est sortie.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Shaft</source>
      <translation>Puits</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Shelter</source>
      <translation>Abri</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Snake Path</source>
      <translation>Sentier en lacets</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>Solo training has no route map, so no shortcuts.</source>
      <translation>L'entraînement solo n'a pas de carte des routes, donc pas de raccourcis.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Steep Slope</source>
      <translation>Pente raide</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Stone Gate</source>
      <translation>Porte de pierre</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Stone Window</source>
      <translation>Fenêtre de pierre</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Swing through the chimney twice.</source>
      <translation>Passe deux fois dans la cheminée en te balançant.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Take the built route: {card}</source>
      <translation>Prendre la route construite : {card}</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Take the major shortcut to space {end}: {cost}</source>
      <translation>Grand raccourci jusqu'à la case {end} : {cost}</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Take the shortcut to {end}: {cost}</source>
      <translation>Raccourci {end} : {cost}</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>That is not possible now.</source>
      <translation>Ce n'est pas possible maintenant.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The attempt started on a fox space: the route must be mastered on the first attempt, no retries.</source>
      <translation>L'essai a commencé sur une case renard : la route doit être réussie du premier coup, sans nouvel essai.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The difficult route (extra task) allows exactly one attempt: no further attempts.</source>
      <translation>La route difficile (défi bonus) permet exactement un essai : pas d'autre essai.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The difficult route is already chosen.</source>
      <translation>La route difficile est déjà choisie.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The failure has already been accepted: there was no further attempt to pay for.</source>
      <translation>L'échec est déjà accepté : il n'y avait pas d'autre essai à payer.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The fox helps only before the attempt.</source>
      <translation>Le renard aide seulement avant l'essai.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>The fox took 1 squirrel: forward from space {start} to {end}.</source>
      <translation>Le renard a pris 1 écureuil : en avant de la case {start} à la case {end}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The game is over.</source>
      <translation>La partie est finie.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>The game is over: a route-card pile is used up.</source>
      <translation>La partie est finie : une pile de cartes route est épuisée.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>The game is over: the peak was reached and the round completed.</source>
      <translation>La partie est finie : le sommet a été atteint et le tour terminé.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The next card always comes from the pile of the current section.</source>
      <translation>La carte suivante vient toujours de la pile de la section en cours.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The normal route is already chosen.</source>
      <translation>La route normale est déjà choisie.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>The owl draw pile was empty: {n} discarded tiles were shuffled into a new pile.</source>
      <translation>La pioche des hiboux était vide : {n} tuiles défaussées ont été mélangées en une nouvelle pioche.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The owl tile under pile {pile} can only show {left}: the {value} tile is still face down under another pile ({other}).</source>
      <translation>La tuile hibou sous la pile {pile} ne peut montrer que {left} : la tuile {value} est encore face cachée sous une autre pile ({other}).</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The owl tile under pile {pile} was drawn before the discarded tiles were reshuffled, so it can only show {left}; {value} is among the reshuffled tiles.</source>
      <translation>La tuile hibou sous la pile {pile} a été piochée avant que les tuiles défaussées soient remélangées : elle ne peut montrer que {left} ; {value} fait partie des tuiles remélangées.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The route for this turn is already chosen.</source>
      <translation>La route de ce tour est déjà choisie.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The second adventurer is chosen before the attempt.</source>
      <translation>Le deuxième aventurier se choisit avant l'essai.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The second adventurer must be someone else.</source>
      <translation>Le deuxième aventurier doit être quelqu'un d'autre.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The shortcut has already been taken this turn.</source>
      <translation>Le raccourci a déjà été pris pendant ce tour.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The team</source>
      <translation>L'équipe</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>The team has lost: the pile is used up before the destination.</source>
      <translation>L'équipe a perdu : la pile est épuisée avant la destination.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The team has no squirrel to give the fox.</source>
      <translation>L'équipe n'a pas d'écureuil à donner au renard.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>The team has won!</source>
      <translation>L'équipe a gagné !</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The team has {squirrels}; the major shortcut from space {start} to space {end} costs {cost}.</source>
      <translation>L'équipe a {squirrels} ; le grand raccourci de la case {start} à la case {end} coûte {cost}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The team is on space {space}, not on a fox space.</source>
      <translation>L'équipe est sur la case {space}, pas sur une case renard.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>The team is on space {space}; the major shortcut starts on space {start} and costs {cost}.</source>
      <translation>L'équipe est sur la case {space} ; le grand raccourci part de la case {start} et coûte {cost}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>The team marker moves from space {start} to space {end}.</source>
      <translation>Le pion de l'équipe va de la case {start} à la case {end}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>The team reached intermediate destination {pile}!</source>
      <translation>L'équipe a atteint l'étape {pile} !</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>The team reached the peak!</source>
      <translation>L'équipe a atteint le sommet !</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>The team receives {n}.</source>
      <translation>L'équipe reçoit {n}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>The training is complete.</source>
      <translation>L'entraînement est terminé.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>There is no adventurer in that seat.</source>
      <translation>Il n'y a pas d'aventurier à cette place.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>There is no attempt to report now.</source>
      <translation>Il n'y a pas d'essai à annoncer maintenant.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>There is no failed attempt to try again or accept now.</source>
      <translation>Il n'y a pas d'essai raté à refaire ou à accepter maintenant.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>There is no route card '{card}'.</source>
      <translation>Il n'y a pas de carte route « {card} ».</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>There is no shortcut to decline now.</source>
      <translation>Il n'y a pas de raccourci à refuser maintenant.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Tightrope Walk</source>
      <translation>Funambule</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Touch every pinnacle on the way.</source>
      <translation>Touche chaque aiguille en chemin.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Tree Trunks</source>
      <translation>Troncs d'arbres</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Treetop</source>
      <translation>Cime de l'arbre</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Turn over a card of route {pile}</source>
      <translation>Retourner une carte de la route {pile}</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Turn over the face-down owl tile</source>
      <translation>Retourner la tuile hibou face cachée</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>Turn over the letter tile {pile} ({value})</source>
      <translation>Retourner la tuile lettre {pile} ({value})</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/state.py" />
      <source>Violet</source>
      <translation>Violet</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Walk the ridge back and forth.</source>
      <translation>Parcours la crête aller et retour.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Waterfall</source>
      <translation>Cascade</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/state.py" />
      <source>White</source>
      <translation>Blanc</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>Widen the crevice by one block.</source>
      <translation>Élargis la crevasse d'un bloc.</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>blue block</source>
      <translation>bloc bleu</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>green block</source>
      <translation>bloc vert</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>grizzly</source>
      <translation>grizzly</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>mountain rope</source>
      <translation>corde d'escalade</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>no squirrels left for another attempt</source>
      <translation>plus d'écureuils pour un autre essai</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>on a fox space there are no retries</source>
      <translation>sur une case renard il n'y a pas de nouvel essai</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>provisions</source>
      <translation>provisions</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>red block</source>
      <translation>bloc rouge</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>space {n}</source>
      <translation>jusqu'à la case {n}</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>the difficult route allows one attempt only</source>
      <translation>la route difficile ne permet qu'un essai</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>the peak</source>
      <translation>jusqu'au sommet</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>trapper</source>
      <translation>trappeur</translation>
    </message>
    <message>
      <location filename="../../resources/catalogue/cards.toml" />
      <source>yellow block</source>
      <translation>bloc jaune</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{card} failed: {reason}.</source>
      <translation>Carte {card} ratée : {reason}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>{card} has no extra task, so there is no difficult route.</source>
      <translation>{card} n'a pas de défi bonus, il n'y a donc pas de route difficile.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>{card} is a card of pile {card_pile}; the card must come from pile {pile}.</source>
      <translation>{card} est une carte de la pile {card_pile} ; la carte doit venir de la pile {pile}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>{card} is not in pile {pile} any more: it has already been played.</source>
      <translation>La carte {card} n'est plus dans la pile {pile} : elle a déjà été jouée.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{card} is removed from the game.</source>
      <translation>La carte {card} est retirée du jeu.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{colour} ({name})</source>
      <translation>{colour} ({name})</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{name} holds the second rod</source>
      <translation>{name} tient la deuxième baguette</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <location filename="../../blocky/rules/game.py" />
      <source>{n} squirrel</source>
      <translation>{n} écureuil</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <location filename="../../blocky/rules/game.py" />
      <source>{n} squirrels</source>
      <translation>{n} écureuils</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{partner} holds the second rod for {who}.</source>
      <translation>{partner} tient la deuxième baguette pour {who}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{who} accepted the failure.</source>
      <translation>{who} a accepté l'échec.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{who} builds the difficult route.</source>
      <translation>{who} construit la route difficile.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{who} builds the normal route.</source>
      <translation>{who} construit la route normale.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{who} changed from {card} to route {pile} (free from a compass space).</source>
      <translation>{who} est passé de {card} à la route {pile} (gratuit depuis une case boussole).</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{who} changed from {card} to route {pile}: -{cost}.</source>
      <translation>{who} est passé de {card} à la route {pile} : -{cost}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{who} chose route {pile}.</source>
      <translation>{who} a choisi la route {pile}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{who} failed {card}{variant} on attempt {n}.</source>
      <translation>{who} a raté {card}{variant} à l'essai {n}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>{who} has no squirrels left to pay for another attempt.</source>
      <translation>{who} n'a plus d'écureuils pour payer un autre essai.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>{who} has {squirrels}; changing to route {pile} costs {cost}.</source>
      <translation>{who} a {squirrels} ; changer pour la route {pile} coûte {cost}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>{who} has {squirrels}; the shortcut from space {start} costs {cost}.</source>
      <translation>{who} a {squirrels} ; le raccourci depuis la case {start} coûte {cost}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/game.py" />
      <source>{who} is on space {space}; shortcuts start only from the backpack spaces ({starts}).</source>
      <translation>{who} est sur la case {space} ; les raccourcis partent seulement des cases sac à dos ({starts}).</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{who} mastered {card}{variant} on attempt {n}.</source>
      <translation>{who} a réussi {card}{variant} à l'essai {n}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{who} moves from space {start} to space {end}.</source>
      <translation>{who} va de la case {start} à la case {end}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{who} paid 1 squirrel for another attempt.</source>
      <translation>{who} a payé 1 écureuil pour un autre essai.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{who} reached the peak! The round is completed.</source>
      <translation>{who} a atteint le sommet ! On termine le tour.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{who} receives {n} for the extra task.</source>
      <translation>{who} reçoit {n} pour le défi bonus.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{who} takes the built route {card}.</source>
      <translation>{who} prend la route construite {card}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{who} took the shortcut from space {start} to space {end}: -{cost}.</source>
      <translation>{who} a pris le raccourci de la case {start} à la case {end} : -{cost}.</translation>
    </message>
    <message>
      <location filename="../../blocky/rules/describe.py" />
      <source>{who}'s turn.</source>
      <translation>À {who} de jouer.</translation>
    </message>
  </context>
  <context>
    <name>RulesHelp</name>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>A pile is used up (house rule)</source>
      <translation>Une pile est épuisée (règle maison)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>A player who cannot pay cannot change.</source>
      <translation>Un joueur qui ne peut pas payer ne peut pas changer.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>A route change away from the last card of a pile ends the race at once, before paying: that card is removed and its pile is used up.</source>
      <translation>Changer de route en quittant la dernière carte d'une pile termine la course tout de suite, avant de payer : cette carte est retirée et sa pile est épuisée.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>After a failed normal attempt the player may pay 1 squirrel for one more attempt, as often as they can pay, or accept the failure.</source>
      <translation>Après un essai normal raté, le joueur peut payer 1 écureuil pour un essai de plus, aussi souvent qu'il peut payer, ou accepter l'échec.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Another attempt</source>
      <translation>Un autre essai</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>At the start of a turn on space {start}, the team may pay {cost} to take the major shortcut to space {end}.</source>
      <translation>Au début d'un tour sur la case {start}, l'équipe peut payer {cost} pour prendre le grand raccourci jusqu'à la case {end}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>At the start of the turn, a player on a backpack space may pay the shortcut's squirrels and follow the dotted line, then plays the turn as usual. Reaching the peak this way ends the turn.</source>
      <translation>Au début du tour, un joueur sur une case sac à dos peut payer les écureuils du raccourci et suivre la ligne pointillée, puis il joue son tour normalement. Atteindre le sommet ainsi termine le tour.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Before the attempt, a team on a fox space may give 1 squirrel to move 1 space at once. If the marker is on a fox space when the attempt starts, no retries.</source>
      <translation>Avant l'essai, une équipe sur une case renard peut donner 1 écureuil pour avancer tout de suite d'1 case. Si le pion est sur une case renard au début de l'essai, pas de nouvel essai.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Board data that the rulebook does not print (shortcut ends, the team map, card details) are guesses until you check them in “Check your board”.</source>
      <translation>Les données que la règle n'indique pas (fins des raccourcis, plateau de l'équipe, détails des cartes) sont des estimations jusqu'à ce que tu les vérifies dans « Vérifier ton plateau ».</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Cards come from pile A until the marker reaches intermediate destination A (space {a}), then from pile B until intermediate destination B (space {b}), then from pile C up to the peak (space {peak}). The team may start at A or B instead.</source>
      <translation>Les cartes viennent de la pile A jusqu'à ce que le pion atteigne l'étape A (case {a}), puis de la pile B jusqu'à l'étape B (case {b}), puis de la pile C jusqu'au sommet (case {peak}). L'équipe peut aussi commencer à A ou à B.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Changing to the same pile as the built route is allowed (it still costs squirrels unless the player started on a compass space).</source>
      <translation>On peut changer pour la même pile que la route construite (cela coûte quand même des écureuils, sauf si le joueur a commencé sur une case boussole).</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>End of the training</source>
      <translation>Fin de l'entraînement</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Entering cards and owl tiles</source>
      <translation>Indiquer les cartes et les tuiles hibou</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Extra task (difficult route)</source>
      <translation>Défi bonus (route difficile)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Fox spaces on this board: {spaces}.</source>
      <translation>Cases renard de ce plateau : {spaces}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Intermediate destinations</source>
      <translation>Étapes</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>It is free for a player who started the turn on a compass space ({spaces}).</source>
      <translation>C'est gratuit pour un joueur qui a commencé son tour sur une case boussole ({spaces}).</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Major shortcut</source>
      <translation>Grand raccourci</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Mastered or failed (team)</source>
      <translation>Réussi ou raté (équipe)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Mastered: the team marker moves 1 space. Failed after any retries: no move. Either way the card is removed. Another attempt costs 1 squirrel from the pool.</source>
      <translation>Réussi : le pion de l'équipe avance d'1 case. Raté après les nouveaux essais : il ne bouge pas. Dans les deux cas la carte est retirée. Un autre essai coûte 1 écureuil de la réserve commune.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>On a card with an extra task the player chooses the normal or the difficult route before the attempt. The difficult route has exactly one attempt and no squirrel help; mastered, it gives the owl move and the card's squirrels.</source>
      <translation>Sur une carte avec un défi bonus, le joueur choisit la route normale ou difficile avant l'essai. La route difficile a exactement un essai, sans l'aide des écureuils ; réussie, elle donne le déplacement du hibou et les écureuils de la carte.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Owl tiles</source>
      <translation>Tuiles hibou</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Players take turns in colour order: white, black, orange, violet.</source>
      <translation>On joue dans l'ordre des couleurs : blanc, noir, orange, violet.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>R10: a reward larger than the squirrels left in the frolicking area gives what is left; all {total} are always accounted for.</source>
      <translation>R10 : une récompense plus grande que les écureuils restant dans l'aire de jeu donne ce qui reste ; les {total} sont toujours tous comptés.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>R12: when the last card of any route-card pile is removed, the race ends at once, before the peak is reached.</source>
      <translation>R12 : quand la dernière carte d'une pile de cartes route est retirée, la course s'arrête tout de suite, avant que le sommet soit atteint.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Sections</source>
      <translation>Sections</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Shortcuts</source>
      <translation>Raccourcis</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Shortcuts on this board: {list}.</source>
      <translation>Raccourcis de ce plateau : {list}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Solo training</source>
      <translation>Entraînement solo</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Start with {squirrels}. On each card choose normal or difficult; after a failed normal attempt, 1 squirrel buys another. A failed card is not tried again.</source>
      <translation>Tu commences avec {squirrels}. Pour chaque carte, choisis normale ou difficile ; après un essai normal raté, 1 écureuil en achète un autre. Une carte ratée n'est pas retentée.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>T6: if the marker is on a fox space when an attempt starts, a failure cannot be tried again; feeding the fox first moves the marker off it.</source>
      <translation>T6 : si le pion est sur une case renard au début d'un essai, un échec ne peut pas être retenté ; nourrir le renard avant fait quitter cette case au pion.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>T9: the team loses when the last card of its current pile has been played and the next destination is not reached; the app warns when that card turns up.</source>
      <translation>T9 : l'équipe perd quand la dernière carte de sa pile a été jouée sans atteindre la destination suivante ; l'application prévient quand cette carte sort.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Take the route or change it</source>
      <translation>Prendre la route ou en changer</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>The built route</source>
      <translation>La route construite</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>The built route is the card revealed last, until it is removed. If no route is built, the player picks any pile for free and turns over its top card.</source>
      <translation>La route construite est la dernière carte retournée, jusqu'à ce qu'elle soit retirée. Si aucune route n'est construite, le joueur choisit gratuitement une pile et retourne sa carte du dessus.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>The first player on a card chooses which of the two owl tiles under its pile to turn over: mastered moves forward by the big number, failed moves back by the small one. The second player turns over the other tile; then the card is removed.</source>
      <translation>Le premier joueur sur une carte choisit laquelle des deux tuiles hibou sous sa pile retourner : réussi fait avancer du grand nombre, raté fait reculer du petit. Le deuxième joueur retourne l'autre tuile ; puis la carte est retirée.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>The first time the marker reaches intermediate destination A, the team wins {a}; at intermediate destination B it wins {b}.</source>
      <translation>La première fois que le pion atteint l'étape A, l'équipe gagne {a} ; à l'étape B, elle gagne {b}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>The fox</source>
      <translation>Le renard</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>The highest position wins (the peak is highest). On the same space, more squirrels win; the same space and squirrels share the place.</source>
      <translation>La position la plus haute gagne (le sommet est le plus haut). Sur la même case, le plus d'écureuils gagne ; même case et autant d'écureuils partagent la place.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>The peak</source>
      <translation>Le sommet</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>The team loses when the last card of the current pile has been played and the next destination is not reached. The app warns when that last card turns up.</source>
      <translation>L'équipe perd quand la dernière carte de la pile en cours a été jouée sans atteindre la destination suivante. L'application prévient quand cette dernière carte sort.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>The team wins when its marker reaches the peak C (space {peak}).</source>
      <translation>L'équipe gagne quand son pion atteint le sommet C (case {peak}).</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>The training ends when the chosen pile (or all three, for the full climb) is used up: the result is the cards mastered per pile and the squirrels left.</source>
      <translation>L'entraînement se termine quand la pile choisie (ou les trois, pour l'ascension complète) est épuisée : le résultat est le nombre de cartes réussies par pile et les écureuils restants.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>This board has no compass space, so every change costs.</source>
      <translation>Ce plateau n'a pas de case boussole : chaque changement est payant.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>This board has no fox spaces.</source>
      <translation>Ce plateau n'a pas de case renard.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>This board has no shortcuts.</source>
      <translation>Ce plateau n'a pas de raccourci.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Turn order</source>
      <translation>Ordre du tour</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>When a player reaches the peak (space {peak}) the round is completed: everyone after them in turn order plays once more, then the game ends.</source>
      <translation>Quand un joueur atteint le sommet (case {peak}), on termine le tour : tous ceux qui jouent après lui jouent encore une fois, puis la partie se termine.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>When a route is built and one player has played it, the next player either takes it or changes route. Changing removes the built card at once and costs {a} for route A, {b} for route B or {c} for route C.</source>
      <translation>Quand une route est construite et qu'un joueur l'a jouée, le joueur suivant la prend ou change de route. Changer retire tout de suite la carte construite et coûte {a} pour la route A, {b} pour la route B ou {c} pour la route C.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>When the last card of any pile has been removed from the game, the race ends at once, before the peak is reached.</source>
      <translation>Quand la dernière carte d'une pile a été retirée du jeu, la course s'arrête tout de suite, avant que le sommet soit atteint.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>When the team loses (house rule)</source>
      <translation>Quand l'équipe perd (règle maison)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>When the team wins</source>
      <translation>Quand l'équipe gagne</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Who wins</source>
      <translation>Qui gagne</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>With real cards, turn over the top card or tile on the table and press its name or value. The app offers only what can still be there.</source>
      <translation>Avec les vraies cartes, retournez la carte ou la tuile du dessus sur la table et appuyez sur son nom ou sa valeur. L'application ne propose que ce qui peut encore s'y trouver.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>from space {start} to space {end} for {cost}</source>
      <translation>de la case {start} à la case {end} pour {cost}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>{0} and {1}</source>
      <translation>{0} et {1}</translation>
    </message>
  </context>
  <context>
    <name>RulesHelpDialog</name>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>All rules</source>
      <translation>Toutes les règles</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>House rules</source>
      <translation>Règles maison</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>House rules the app enforces</source>
      <translation>Règles maison appliquées par l'application</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Press F1 during a game to see the rule for the decision at hand.</source>
      <translation>Appuie sur F1 pendant la partie pour voir la règle de la décision en cours.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Rules help</source>
      <translation>Aide des règles</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>Start or continue a game: this page then explains the rule behind each decision.</source>
      <translation>Commence ou continue une partie : cette page explique alors la règle derrière chaque décision.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>The app enforces these rulings where tables may play differently:</source>
      <translation>Certaines tables jouent autrement ; l'application applique ces décisions :</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>The rule for this decision</source>
      <translation>La règle pour cette décision</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/rules_help.py" />
      <source>This decision</source>
      <translation>Cette décision</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../../blocky/ui/settings_dialog.py" />
      <source>Language</source>
      <translation>Langue</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/settings_dialog.py" />
      <source>Like the system ({0})</source>
      <translation>Comme le système ({0})</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/settings_dialog.py" />
      <source>Restore a backup…</source>
      <translation>Restaurer une sauvegarde…</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/settings_dialog.py" />
      <source>Settings</source>
      <translation>Réglages</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/settings_dialog.py" />
      <source>The app keeps a copy of your saved games each day. If something went wrong, you can go back to one of them.</source>
      <translation>L'application garde chaque jour une copie de tes parties enregistrées. Si quelque chose s'est mal passé, tu peux revenir à l'une d'elles.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/settings_dialog.py" />
      <source>The new language is used the next time the app starts.</source>
      <translation>La nouvelle langue s'applique au prochain démarrage de l'application.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/settings_dialog.py" />
      <source>Your saved games</source>
      <translation>Tes parties enregistrées</translation>
    </message>
  </context>
  <context>
    <name>SquirrelIcon</name>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>squirrels</source>
      <translation>écureuils</translation>
    </message>
  </context>
  <context>
    <name>StartScreen</name>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>A game was still running:</source>
      <translation>Une partie était encore en cours :</translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/start_screen.py" />
      <source>At the campground, %n squirrel(s)</source>
      <translation>
        <numerusform>Au campement, %n écureuil</numerusform>
        <numerusform>Au campement, %n écureuils</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Blocky Mountains</source>
      <translation>Blocky Mountains</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Build the route, climb the mountain.</source>
      <translation>Construis la route, grimpe la montagne.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Check your board</source>
      <translation>Vérifier ton plateau</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Continue the chosen game</source>
      <translation>Continuer la partie choisie</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Continue this game  (Enter)</source>
      <translation>Continuer cette partie  (Entrée)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Delete the game</source>
      <translation>Supprimer la partie</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Delete the {mode} of {players}, last played {when}?</source>
      <translation>Supprimer la partie « {mode} » de {players}, jouée pour la dernière fois {when} ?</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Delete this game?</source>
      <translation>Supprimer cette partie ?</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Games not finished yet</source>
      <translation>Parties pas encore finies</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Keep it</source>
      <translation>La garder</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>New race game
1-4 players</source>
      <translation>Nouvelle course
1 à 4 joueurs</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>New team game
2-7 adventurers</source>
      <translation>Nouvelle partie en équipe
2 à 7 aventuriers</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>No game in progress. Start one above.</source>
      <translation>Aucune partie en cours. Commence-en une ci-dessus.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Opening your saved games…</source>
      <translation>Ouverture de tes parties enregistrées…</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Restore a backup</source>
      <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Solo training
one player</source>
      <translation>Entraînement solo
un joueur</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Some details of this game could not be read, so what this row shows may be incomplete. The game may still open.</source>
      <translation>Certains détails de cette partie n'ont pas pu être lus : ce qui est affiché ici peut être incomplet. La partie peut peut-être quand même s'ouvrir.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Space {0}, %n squirrel(s)</source>
      <translation>
        <numerusform>Case {0}, %n écureuil</numerusform>
        <numerusform>Case {0}, %n écureuils</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Statistics</source>
      <translation>Statistiques</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>The game cannot be continued after this.</source>
      <translation>La partie ne pourra plus être continuée ensuite.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>The team lost.</source>
      <translation>L'équipe a perdu.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>The team won.</source>
      <translation>L'équipe a gagné.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>This game could not be opened: part of it is damaged. A backup from an earlier day may still have it whole.</source>
      <translation>Cette partie n'a pas pu être ouverte : elle est abîmée par endroits. Une sauvegarde d'un jour précédent la contient peut-être encore en entier.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Training complete:</source>
      <translation>Entraînement terminé :</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>You can start a new game or restore a backup.</source>
      <translation>Tu peux commencer une nouvelle partie ou restaurer une sauvegarde.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Your saved games could not be listed.</source>
      <translation>Tes parties enregistrées n'ont pas pu être listées.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>Your saved games could not be opened. Nothing was changed or deleted.</source>
      <translation>Tes parties enregistrées n'ont pas pu être ouvertes. Rien n'a été modifié ni supprimé.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>today {0}</source>
      <translation>aujourd'hui {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>yesterday {0}</source>
      <translation>hier {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>{0} at the campground</source>
      <translation>{0} au campement</translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/start_screen.py" />
      <source>{0} mastered, {1} failed, %n squirrel(s)</source>
      <translation>
        <numerusform>{0} réussies, {1} ratées, %n écureuil</numerusform>
        <numerusform>{0} réussies, {1} ratées, %n écureuils</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/start_screen.py" />
      <source>{0} on {1}</source>
      <translation>{0} sur la case {1}</translation>
    </message>
  </context>
  <context>
    <name>Statistics</name>
    <message numerus="yes">
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>%n game(s) added</source>
      <translation>
        <numerusform>%n partie ajoutée</numerusform>
        <numerusform>%n parties ajoutées</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>%n game(s) were already here</source>
      <translation>
        <numerusform>%n partie était déjà là</numerusform>
        <numerusform>%n parties étaient déjà là</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>%n new player(s)</source>
      <translation>
        <numerusform>%n nouveau joueur</numerusform>
        <numerusform>%n nouveaux joueurs</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>(Nothing in this period: choose a longer one.)</source>
      <translation>(Rien sur cette période : choisis-en une plus longue.)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>(Nothing yet for this player.)</source>
      <translation>(Encore rien pour ce joueur.)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>A</source>
      <translation>A</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>A, B and C</source>
      <translation>A, B et C</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Add the players and games from a file saved with “Save everything”</source>
      <translation>Ajouter les joueurs et les parties d’un fichier enregistré avec « Tout enregistrer »</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>All games</source>
      <translation>Toutes les parties</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>All time</source>
      <translation>Depuis le début</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Attempt</source>
      <translation>Essai</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Attempts</source>
      <translation>Essais</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Attempts per card</source>
      <translation>Essais par carte</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Average finishing space</source>
      <translation>Case d'arrivée moyenne</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>B</source>
      <translation>B</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Back</source>
      <translation>Retour</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Back (Esc)</source>
      <translation>Retour (Échap)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Best run so far: {0}, {1}, space {2} ({3}).</source>
      <translation>Meilleure partie jusqu'ici : {0}, {1}, case {2} ({3}).</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>CSV files (*.csv)</source>
      <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Card</source>
      <translation>Carte</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Cards</source>
      <translation>Cartes</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Cards from</source>
      <translation>Cartes de</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/charts.py" />
      <source>Cards mastered</source>
      <translation>Cartes réussies</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Cards mastered in each session</source>
      <translation>Cartes réussies à chaque séance</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Cards mastered per route, last {0} sessions</source>
      <translation>Cartes réussies par route, {0} dernières séances</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Charts</source>
      <translation>Graphiques</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Choose a session to see every attempt in it.</source>
      <translation>Choisis une séance pour voir chacun de ses essais.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Colour of {0}</source>
      <translation>Couleur de {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Date</source>
      <translation>Date</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Easiest: {0}</source>
      <translation>La plus facile : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Everyone</source>
      <translation>Tout le monde</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Everything was saved in {0}.</source>
      <translation>Tout a été enregistré dans {0}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Failed</source>
      <translation>Ratées</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Finish a race to see who wins most.</source>
      <translation>Terminez une course pour voir qui gagne le plus.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Finished</source>
      <translation>Terminée</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>First try</source>
      <translation>Du premier coup</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>From</source>
      <translation>Du</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>From … to …</source>
      <translation>Du … au …</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Game {0}</source>
      <translation>Partie {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Games</source>
      <translation>Parties</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Got as far as</source>
      <translation>Arrivée jusqu'à</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Hardest: {0}</source>
      <translation>La plus difficile : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>How often each card is mastered</source>
      <translation>Combien de fois chaque carte est réussie</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>How you climb</source>
      <translation>Comment tu grimpes</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>JSON files (*.json)</source>
      <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Last 30 days</source>
      <translation>30 derniers jours</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Last 7 days</source>
      <translation>7 derniers jours</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Level</source>
      <translation>Niveau</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Load saved games</source>
      <translation>Charger des parties enregistrées</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Load saved games (JSON)</source>
      <translation>Charger des parties (JSON)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Longest run of first-try masters</source>
      <translation>Plus longue série réussie du premier coup</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/charts.py" />
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Mastered</source>
      <translation>Réussies</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Mastered rate</source>
      <translation>Taux de réussite</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Most cards mastered in one session</source>
      <translation>Le plus de cartes réussies en une séance</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Most squirrels kept</source>
      <translation>Le plus d'écureuils gardés</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Nothing was saved.</source>
      <translation>Rien n'a été enregistré.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/charts.py" />
      <source>PNG pictures (*.png)</source>
      <translation>Images PNG (*.png)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Period</source>
      <translation>Période</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Personal bests</source>
      <translation>Records personnels</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Play a card in a training or a game to see how often it is mastered here.</source>
      <translation>Joue une carte en entraînement ou en partie pour voir ici combien de fois elle est réussie.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Play a card in a training or a game to see this chart.</source>
      <translation>Joue une carte en entraînement ou en partie pour voir ce graphique.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Play a solo training to see this chart.</source>
      <translation>Fais un entraînement solo pour voir ce graphique.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Play a solo training to see your progress here.</source>
      <translation>Fais un entraînement solo pour voir tes progrès ici.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Play a team game to see how far your team climbs.</source>
      <translation>Jouez une partie en équipe pour voir jusqu'où votre équipe grimpe.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Player {0}</source>
      <translation>Joueur {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Race</source>
      <translation>Course</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Race games</source>
      <translation>Courses</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Race results</source>
      <translation>Résultats des courses</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Races played: {0}</source>
      <translation>Courses jouées : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Result</source>
      <translation>Résultat</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Route</source>
      <translation>Route</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Route cards</source>
      <translation>Cartes route</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/charts.py" />
      <source>Route {0}</source>
      <translation>Route {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/charts.py" />
      <source>Save as PNG</source>
      <translation>Enregistrer en PNG</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/charts.py" />
      <source>Save chart</source>
      <translation>Enregistrer le graphique</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Save every player and game in one file</source>
      <translation>Enregistrer tous les joueurs et parties dans un fichier</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Save everything</source>
      <translation>Tout enregistrer</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Save everything (JSON)</source>
      <translation>Tout enregistrer (JSON)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Save table</source>
      <translation>Enregistrer le tableau</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Save table (CSV)</source>
      <translation>Enregistrer le tableau (CSV)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Save the table on this tab as a CSV file (Ctrl+E)</source>
      <translation>Enregistrer le tableau de cet onglet en fichier CSV (Ctrl+E)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/charts.py" />
      <source>Save this chart as a picture</source>
      <translation>Enregistrer ce graphique en image</translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Saved in {0}, except %n thing(s) that could not be read:</source>
      <translation>
        <numerusform>Enregistré dans {0}, sauf %n élément qui n'a pas pu être lu :</numerusform>
        <numerusform>Enregistré dans {0}, sauf %n éléments qui n'ont pas pu être lus :</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Solo training</source>
      <translation>Entraînement solo</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Space</source>
      <translation>Case</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/charts.py" />
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Squirrels</source>
      <translation>Écureuils</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Squirrels kept</source>
      <translation>Écureuils gardés</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Started at</source>
      <translation>Départ à</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Statistics</source>
      <translation>Statistiques</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Team</source>
      <translation>Équipe</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Team games</source>
      <translation>Parties en équipe</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>The file cannot be read: {0}</source>
      <translation>Impossible de lire le fichier : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>This file cannot be loaded, so nothing was changed.</source>
      <translation>Ce fichier ne peut pas être chargé, donc rien n’a été changé.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>This year</source>
      <translation>Cette année</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Time</source>
      <translation>Heure</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>To</source>
      <translation>Au</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Training log</source>
      <translation>Carnet d'entraînement</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Training sessions</source>
      <translation>Séances d'entraînement</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Way</source>
      <translation>Chemin</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>When</source>
      <translation>Quand</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Wins</source>
      <translation>Victoires</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>Won</source>
      <translation>Gagnée</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>Your corrected board</source>
      <translation>Ton plateau corrigé</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>advanced</source>
      <translation>experts</translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>and %n more</source>
      <translation>
        <numerusform>et %n autre</numerusform>
        <numerusform>et %n autres</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>beginners</source>
      <translation>débutants</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>campground</source>
      <translation>campement</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>did not reach A yet</source>
      <translation>A pas encore atteinte</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>difficult</source>
      <translation>difficile</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>failed</source>
      <translation>ratée</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>lost</source>
      <translation>perdue</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>mastered</source>
      <translation>réussie</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>normal</source>
      <translation>normale</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>not yet</source>
      <translation>pas encore</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>not yet A</source>
      <translation>pas encore A</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>reached A</source>
      <translation>A atteinte</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>reached B</source>
      <translation>B atteinte</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>reached the peak</source>
      <translation>sommet atteint</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>still playing</source>
      <translation>en cours</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>the peak (C)</source>
      <translation>le sommet (C)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>won</source>
      <translation>gagnée</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/statistics/models.py" />
      <source>yes</source>
      <translation>oui</translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/statistics/screen.py" />
      <source>{0}, {1}, route {2}: %n attempt(s)</source>
      <translation>
        <numerusform>{0}, {1}, route {2} : %n essai</numerusform>
        <numerusform>{0}, {1}, route {2} : %n essais</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/statistics/charts.py" />
      <source>{0}, {1}: %n card(s) mastered</source>
      <translation>
        <numerusform>{0}, {1} : %n carte réussie</numerusform>
        <numerusform>{0}, {1} : %n cartes réussies</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Swatch</name>
    <message>
      <location filename="../../blocky/ui/widgets.py" />
      <source>Colour {0}</source>
      <translation>Couleur {0}</translation>
    </message>
  </context>
  <context>
    <name>TableView</name>
    <message numerus="yes">
      <location filename="../../blocky/ui/table.py" />
      <source>%n rod(s)</source>
      <translation>
        <numerusform>%n baguette</numerusform>
        <numerusform>%n baguettes</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>+ {list}</source>
      <translation>+ {list}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/table.py" />
      <source>+%n squirrel(s) (difficult route, first attempt only)</source>
      <translation>
        <numerusform>+%n écureuil (route difficile, seulement au premier essai)</numerusform>
        <numerusform>+%n écureuils (route difficile, seulement au premier essai)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>A card of route {pile} turns up next.</source>
      <translation>Une carte de la route {pile} sort ensuite.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Adventurers</source>
      <translation>Aventuriers</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Difficult route chosen</source>
      <translation>Route difficile choisie</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Discard: empty</source>
      <translation>Défausse : vide</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Discard: {list}</source>
      <translation>Défausse : {list}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Draw pile: {n}</source>
      <translation>Pioche : {n}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Extra task: {text}</source>
      <translation>Défi bonus : {text}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Frolicking area</source>
      <translation>Aire de jeu</translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/table.py" />
      <source>Frolicking area: %n squirrel(s)</source>
      <translation>
        <numerusform>Aire de jeu : %n écureuil</numerusform>
        <numerusform>Aire de jeu : %n écureuils</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Last card of pile {pile}! Feed the fox and master it to reach {target}, or the team loses.</source>
      <translation>Dernière carte de la pile {pile} ! Nourrissez le renard et réussissez-la pour atteindre {target}, sinon l'équipe perd.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Last card of pile {pile}! Master it to reach {target}, or the team loses.</source>
      <translation>Dernière carte de la pile {pile} ! Réussissez-la pour atteindre {target}, sinon l'équipe perd.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Last card of pile {pile}: {target} is out of reach, the team will lose.</source>
      <translation>Dernière carte de la pile {pile} : {target} est hors d'atteinte, l'équipe va perdre.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Letter tile {pile}, letter side up; its back shows {value}</source>
      <translation>Tuile lettre {pile}, face lettre visible ; son dos montre {value}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Letter tile {pile}, turned over: {value}</source>
      <translation>Tuile lettre {pile}, retournée : {value}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Marker on space {pos}; intermediate {pile} is space {goal}.</source>
      <translation>Pion sur la case {pos} ; l'étape {pile} est la case {goal}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Marker on space {pos}; the peak C is space {goal}.</source>
      <translation>Pion sur la case {pos} ; le sommet C est la case {goal}.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Needs: {list}</source>
      <translation>Il faut : {list}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>No owl tile under pile {pile}</source>
      <translation>Pas de tuile hibou sous la pile {pile}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>No route is built: the player chooses a pile.</source>
      <translation>Aucune route n'est construite : le joueur choisit une pile.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Owl tile under pile {pile}, face down</source>
      <translation>Tuile hibou sous la pile {pile}, face cachée</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Owl tile under pile {pile}, turned over: {value}</source>
      <translation>Tuile hibou sous la pile {pile}, retournée : {value}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Owl tiles</source>
      <translation>Tuiles hibou</translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/table.py" />
      <source>Pile {pile}: %n card(s) left</source>
      <translation>
        <numerusform>Pile {pile} : encore %n carte</numerusform>
        <numerusform>Pile {pile} : encore %n cartes</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Players</source>
      <translation>Joueurs</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Route cards</source>
      <translation>Cartes route</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Route on the table</source>
      <translation>Route sur la table</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Route {pile}</source>
      <translation>Route {pile}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Route {pile}: {m} of {n} mastered, {f} failed</source>
      <translation>Route {pile} : {m} réussies sur {n}, {f} ratées</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Section {pile}</source>
      <translation>Section {pile}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Solo training</source>
      <translation>Entraînement solo</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Squirrels: {n}</source>
      <translation>Écureuils : {n}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Table</source>
      <translation>Table</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Team</source>
      <translation>Équipe</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Team marker</source>
      <translation>Pion de l'équipe</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>Team squirrels: {n}</source>
      <translation>Écureuils de l'équipe : {n}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>The game is over.</source>
      <translation>La partie est finie.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>The next card turns up soon.</source>
      <translation>La prochaine carte va bientôt sortir.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>campground</source>
      <translation>campement</translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/table.py" />
      <source>card(s) left</source>
      <translation>
        <numerusform>restante</numerusform>
        <numerusform>restantes</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>intermediate destination {pile}</source>
      <translation>l'étape {pile}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>peak</source>
      <translation>sommet</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>space {n}</source>
      <translation>case {n}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>the peak C</source>
      <translation>le sommet C</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>{colour} marker</source>
      <translation>Pion {colour}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../blocky/ui/table.py" />
      <source>{name}: %n squirrel(s)</source>
      <translation>
        <numerusform>{name} : %n écureuil</numerusform>
        <numerusform>{name} : %n écureuils</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/table.py" />
      <source>❄ Ice crystal: the grizzly slides and keeps its paws on the path</source>
      <translation>❄ Cristal de glace : le grizzly glisse et garde les pattes sur le chemin</translation>
    </message>
  </context>
  <context>
    <name>Theme</name>
    <message>
      <location filename="../../blocky/ui/theme.py" />
      <source>Black</source>
      <translation>Noir</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/theme.py" />
      <source>Orange</source>
      <translation>Orange</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/theme.py" />
      <source>Violet</source>
      <translation>Violet</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/theme.py" />
      <source>White</source>
      <translation>Blanc</translation>
    </message>
  </context>
  <context>
    <name>TurnPanel</name>
    <message numerus="yes">
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>%n rod(s)</source>
      <translation>
        <numerusform>%n baguette</numerusform>
        <numerusform>%n baguettes</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>(+ {0})</source>
      <translation>(+ {0})</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>(check the card)</source>
      <translation>(à vérifier)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Attempt {0}: try again, then press Mastered or Failed.</source>
      <translation>Essai {0} : réessayez, puis appuyez sur Réussi ou Raté.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Build the route and try it. Then press Mastered or Failed.</source>
      <translation>Construisez la route et essayez-la. Puis appuyez sur Réussi ou Raté.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Choose a pile and turn over its top card.</source>
      <translation>Choisissez une pile et retournez la carte du dessus.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Difficult route: one attempt only.</source>
      <translation>Route difficile : un seul essai.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Extra task: {task}{also}: +{reward} on the first attempt</source>
      <translation>Défi bonus : {task}{also} : +{reward} au premier essai</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Failed</source>
      <translation>Raté</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Failed  (F)</source>
      <translation>Raté  (F)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Failed. Which owl tile do you turn over? You move back by its second number.</source>
      <translation>Raté. Quelle tuile hibou retournes-tu ? Tu recules d’autant de cases que le second nombre.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Fox space: this route must be mastered on the first attempt.</source>
      <translation>Case renard : cette route doit être réussie du premier coup.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Ice crystal: the grizzly slides and must keep touching the path.</source>
      <translation>Cristal de glace : le grizzly glisse et doit toujours toucher le chemin.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Keys: M mastered, F failed, 1-9 choices, Ctrl+Z undo, F1 rules</source>
      <translation>Touches : M réussi, F raté, 1-9 les choix, Ctrl+Z annuler, F1 les règles</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Mastered</source>
      <translation>Réussi</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Mastered  (M)</source>
      <translation>Réussi  (M)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Mastered! Which owl tile do you turn over? You move forward by its first number.</source>
      <translation>Réussi ! Quelle tuile hibou retournes-tu ? Tu avances d’autant de cases que le premier nombre.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Normal or difficult route?</source>
      <translation>Route normale ou difficile ?</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Normal route: without the extra task.</source>
      <translation>Route normale : sans le défi bonus.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>One attempt only; no squirrels can help.</source>
      <translation>Un seul essai ; aucun écureuil ne peut aider.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Player colour</source>
      <translation>Couleur du joueur</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Someone reached the peak: this is the last round.</source>
      <translation>Quelqu'un a atteint le sommet : c'est le dernier tour.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Take the built route, or change to another route?</source>
      <translation>Prendre la route construite ou changer de route ?</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Take the major shortcut, or turn over the next card?</source>
      <translation>Prendre le grand raccourci ou retourner la carte suivante ?</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Team: {0}</source>
      <translation>Équipe : {0}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>That attempt failed. Try again or accept the failure?</source>
      <translation>Cet essai est raté. Réessayer ou accepter l'échec ?</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>The card that turned up on the table</source>
      <translation>La carte sortie sur la table</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>The game is over.</source>
      <translation>La partie est finie.</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Turn over the face-down owl tile. What does it show?</source>
      <translation>Retournez la tuile hibou face cachée. Que montre-t-elle ?</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Turn over the top card of pile {0}. Which card is it?</source>
      <translation>Retournez la carte du dessus de la pile {0}. Quelle carte est-ce ?</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>Who holds the second rod? (You may skip this.)</source>
      <translation>Qui tient la deuxième baguette ? (on peut passer)</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>{colour}: {name}</source>
      <translation>{colour} : {name}</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>{name}  (route {pile})</source>
      <translation>{name}  (route {pile})</translation>
    </message>
    <message>
      <location filename="../../blocky/ui/turn_panel.py" />
      <source>{rods}; needs: {materials}</source>
      <translation>{rods} ; il faut : {materials}</translation>
    </message>
  </context>
</TS>
