<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Sicherung wiederherstellen …</translation>
    </message>
    <message>
        <source>Your games could not be opened, so the app stops here. Nothing was changed or deleted.</source>
        <translation>Deine Spiele konnten nicht geöffnet werden, darum endet die App hier. Nichts wurde verändert oder gelöscht.</translation>
    </message>
    <message>
        <source>Your games could not be opened. Nothing was changed or deleted.</source>
        <translation>Deine Spiele konnten nicht geöffnet werden. Nichts wurde verändert oder gelöscht.</translation>
    </message>
</context>
<context>
    <name>BackupDialog</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Games played after that copy was made are not in it. Your saved games as they are now are moved aside and kept.</source>
        <translation>Spiele, die nach dieser Kopie gespielt wurden, sind nicht darin. Deine gespeicherten Spiele, wie sie jetzt sind, werden beiseitegelegt und aufbewahrt.</translation>
    </message>
    <message>
        <source>Go back to the copy from {0}?</source>
        <translation>Zur Kopie vom {0} zurückkehren?</translation>
    </message>
    <message>
        <source>Keep my games as they are</source>
        <translation>Meine Spiele so lassen</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Restore the chosen backup</source>
        <translation>Gewählte Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Restore this backup</source>
        <translation>Diese Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>The app keeps a copy of your saved games each day you play, and one before each update. Choose the copy to go back to: the games as they are now are kept aside, not deleted.</source>
        <extracomment>True once a backup was restored. Where the games as they were before were moved (None if there was no file). The open &quot;Restore this backup?&quot; question, if any.</extracomment>
        <translation>Die App bewahrt an jedem Spieltag eine Kopie deiner gespeicherten Spiele auf, und eine vor jedem Update. Wähle die Kopie, zu der du zurückkehren willst: die Spiele, wie sie jetzt sind, werden beiseitegelegt, nicht gelöscht.</translation>
    </message>
    <message>
        <source>The backup could not be restored: {0}</source>
        <translation>Die Sicherung konnte nicht wiederhergestellt werden: {0}</translation>
    </message>
    <message>
        <source>The backups could not be listed: {0}</source>
        <translation>Die Sicherungen konnten nicht aufgelistet werden: {0}</translation>
    </message>
    <message>
        <source>The copy from {0} is back.</source>
        <translation>Die Kopie vom {0} ist wieder da.</translation>
    </message>
    <message>
        <source>There are no backups yet. The app makes one each day you play.</source>
        <translation>Es gibt noch keine Sicherungen. Die App legt an jedem Spieltag eine an.</translation>
    </message>
    <message>
        <source>Your games as they were are kept in {0}.</source>
        <translation>Deine Spiele, wie sie waren, liegen in {0}.</translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message numerus="yes">
        <source>%n game(s), last played {0}</source>
        <translation>
            <numerusform>%n Spiel, zuletzt gespielt {0}</numerusform>
            <numerusform>%n Spiele, zuletzt gespielt {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy made before an update</source>
        <translation>Kopie vor einem Update</translation>
    </message>
    <message>
        <source>Daily copy</source>
        <translation>Tägliche Kopie</translation>
    </message>
    <message>
        <source>Your games before a restore</source>
        <translation>Deine Spiele vor einer Wiederherstellung</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>keine Spiele</translation>
    </message>
    <message>
        <source>what it holds cannot be read</source>
        <translation>ihr Inhalt kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>BalloonCoach</name>
    <message numerus="yes">
        <source>%n grappling hook(s) ({held})</source>
        <translation>
            <numerusform>%n Enterhaken ({held})</numerusform>
            <numerusform>%n Enterhaken ({held})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sleeping gas ({held})</source>
        <translation>
            <numerusform>%n Schlafgas ({held})</numerusform>
            <numerusform>%n Schlafgas ({held})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) to the Moon</source>
        <translation>
            <numerusform>%n Feld bis zum Mond</numerusform>
            <numerusform>%n Felder bis zum Mond</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n storm(s) ({held})</source>
        <translation>
            <numerusform>%n Sturm ({held})</numerusform>
            <numerusform>%n Stürme ({held})</numerusform>
        </translation>
    </message>
    <message>
        <source>A stormy round sends the ballast winners down instead of up; {names} could go down.</source>
        <translation>Eine stürmische Runde lässt die Ballast-Gewinner sinken statt steigen. Treffen kann es {names}.</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>Coach: what the cards played face up say</source>
        <translation>Trainer: was die offen gespielten Karten verraten</translation>
    </message>
    <message>
        <source>For {name}: no other balloon has a storm left.</source>
        <translation>Für {name}: Kein anderer Ballon hat noch einen Sturm.</translation>
    </message>
    <message>
        <source>For {name}: the chance another balloon holds a storm is {chance}.</source>
        <translation>Für {name}: Die Chance, dass ein anderer Ballon einen Sturm hat, ist {chance}.</translation>
    </message>
    <message>
        <source>Round {round}: what the cards played face up say each balloon may still hold.</source>
        <translation>Runde {round}: Was jeder Ballon laut den offen gespielten Karten noch haben kann.</translation>
    </message>
    <message>
        <source>What each balloon may still hold, from the cards it has played. It never looks at a hand and never chooses.</source>
        <translation>Was jeder Ballon noch haben kann, aus den Karten, die er gespielt hat. Der Trainer schaut nie in eine Hand und wählt nie.</translation>
    </message>
    <message>
        <source>certain</source>
        <translation>sicher</translation>
    </message>
    <message>
        <source>no ballast left</source>
        <translation>kein Ballast mehr</translation>
    </message>
    <message>
        <source>no grappling hook left</source>
        <translation>kein Enterhaken mehr</translation>
    </message>
    <message>
        <source>no sleeping gas left</source>
        <translation>kein Schlafgas mehr</translation>
    </message>
    <message>
        <source>no storm left</source>
        <translation>kein Sturm mehr</translation>
    </message>
    <message>
        <source>no strong ballast left, the heaviest is {kg} kg</source>
        <translation>kein starker Ballast mehr, der schwerste hat {kg} kg</translation>
    </message>
    <message>
        <source>strong ballast {weights} kg ({held})</source>
        <translation>starker Ballast {weights} kg ({held})</translation>
    </message>
    <message>
        <source>super engine played</source>
        <translation>Super-Motor gespielt</translation>
    </message>
    <message>
        <source>the super engine ({held})</source>
        <translation>der Super-Motor ({held})</translation>
    </message>
    <message>
        <source>{0} as his card this round</source>
        <translation>{0} als seine Karte dieser Runde</translation>
    </message>
    <message>
        <source>{0} in hand</source>
        <translation>{0} auf der Hand</translation>
    </message>
    <message>
        <source>{head}: {parts}.</source>
        <translation>{head}: {parts}.</translation>
    </message>
    <message>
        <source>{name} leads on space {space}: on their own cards the Moon is out of reach this game (space {farthest} at most).</source>
        <translation>{name} führt auf Feld {space}: Mit den eigenen Karten ist der Mond in diesem Spiel nicht mehr erreichbar (höchstens Feld {farthest}).</translation>
    </message>
    <message>
        <source>{name} leads on space {space}: {spaces}, in {rounds} at the earliest.</source>
        <translation>{name} führt auf Feld {space}: {spaces}, frühestens in {rounds}.</translation>
    </message>
    <message numerus="yes">
        <source>{name}, space {space}, %n card(s) left</source>
        <translation>
            <numerusform>{name}, Feld {space}, noch %n Karte</numerusform>
            <numerusform>{name}, Feld {space}, noch %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{other}, one space above, may hold sleeping gas ({chance}): it would cancel {name}&apos;s card, except the super engine.</source>
        <translation>{other}, ein Feld darüber, kann Schlafgas haben ({chance}): Es würde die Karte von {name} aufheben, außer einem Super-Motor.</translation>
    </message>
    <message>
        <source>{other}, one space below, may hold a grappling hook ({chance}) and follow {name}&apos;s move.</source>
        <translation>{other}, ein Feld darunter, kann einen Enterhaken haben ({chance}) und dem Zug von {name} folgen.</translation>
    </message>
</context>
<context>
    <name>BalloonSpeech</name>
    <message>
        <source>Coach: {0}</source>
        <translation>Trainer: {0}</translation>
    </message>
    <message>
        <source>Enter resolves the round.</source>
        <translation>Enter löst die Runde auf.</translation>
    </message>
    <message>
        <source>Keys: a ballast card by its number, 1 to {max}; {hook}: grappling hook; {gas}: sleeping gas; {storm}: storm; {engine}: super engine; Up and Down: another balloon.</source>
        <translation>Tasten: Ballast mit seiner Zahl, 1 bis {max}; {hook}: Enterhaken; {gas}: Schlafgas; {storm}: Sturm; {engine}: Super-Motor; Pfeil hoch und runter: ein anderer Ballon.</translation>
    </message>
</context>
<context>
    <name>BoardCheckDialog</name>
    <message>
        <source>A shortcut, its first space</source>
        <translation>Eine Abkürzung, ihr erstes Feld</translation>
    </message>
    <message>
        <source>All values are fine.</source>
        <translation>Alle Werte sind in Ordnung.</translation>
    </message>
    <message>
        <source>Change to route {0}, its squirrels</source>
        <translation>Wechsel zu Route {0}, Eichhörnchen</translation>
    </message>
    <message>
        <source>Check the values</source>
        <translation>Werte prüfen</translation>
    </message>
    <message>
        <source>Check your board</source>
        <extracomment>The board as the dialog shows it: the cards, the race map, the team map.</extracomment>
        <translation>Spielplan prüfen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>Schließen ohne zu speichern</translation>
    </message>
    <message>
        <source>Compare these values with the board and the cards in your box and correct them. A yellow “Still a guess” box marks what the rulebook does not print: untick it once you have checked. New games use what you save here.</source>
        <translation>Vergleiche diese Werte mit dem Spielplan und den Karten in deiner Schachtel und korrigiere sie. Ein gelbes Kästchen „Noch geschätzt“ zeigt, was nicht in der Spielregel steht: Nimm den Haken weg, sobald du es geprüft hast. Neue Spiele benutzen, was du hier speicherst.</translation>
    </message>
    <message>
        <source>If you close without saving, your changes are lost.</source>
        <translation>Wenn du ohne Speichern schließt, gehen deine Änderungen verloren.</translation>
    </message>
    <message>
        <source>Intermediate destination A (space {a}) must come before B (space {b}).</source>
        <translation>Zwischenziel A (Feld {a}) muss vor B (Feld {b}) liegen.</translation>
    </message>
    <message>
        <source>Intermediate destination {0}, its space</source>
        <translation>Zwischenziel {0}, sein Feld</translation>
    </message>
    <message>
        <source>Intermediate destination {0}, its squirrels</source>
        <translation>Zwischenziel {0}, seine Eichhörnchen</translation>
    </message>
    <message>
        <source>Keep checking</source>
        <translation>Weiter prüfen</translation>
    </message>
    <message>
        <source>Major shortcut, its first space</source>
        <translation>Große Abkürzung, ihr erstes Feld</translation>
    </message>
    <message>
        <source>Major shortcut, its last space</source>
        <translation>Große Abkürzung, ihr letztes Feld</translation>
    </message>
    <message>
        <source>Major shortcut, its squirrels</source>
        <translation>Große Abkürzung, Eichhörnchen</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Nicht gespeichert: {0}</translation>
    </message>
    <message>
        <source>Pile {pile}, squirrels for the extra tasks: {total} here, {published} in the box.</source>
        <translation>Stapel {pile}, Eichhörnchen für die Zusatzaufgaben: hier {total}, in der Schachtel {published}.</translation>
    </message>
    <message>
        <source>Race map</source>
        <translation>Routenplan</translation>
    </message>
    <message>
        <source>Restore built-in defaults</source>
        <translation>Ursprüngliche Werte zurückholen</translation>
    </message>
    <message>
        <source>Route cards</source>
        <translation>Routenkarten</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save and close</source>
        <translation>Speichern und schließen</translation>
    </message>
    <message>
        <source>Save your changes to the board?</source>
        <translation>Deine Änderungen am Spielplan speichern?</translation>
    </message>
    <message>
        <source>Saved. New games use your board.</source>
        <translation>Gespeichert. Neue Spiele benutzen deinen Spielplan.</translation>
    </message>
    <message>
        <source>Shortcut from space {0}, its last space</source>
        <translation>Abkürzung ab Feld {0}, ihr letztes Feld</translation>
    </message>
    <message>
        <source>Shortcut from space {0}, its squirrels</source>
        <translation>Abkürzung ab Feld {0}, Eichhörnchen</translation>
    </message>
    <message>
        <source>Team map</source>
        <translation>Plan für das Teamspiel</translation>
    </message>
    <message>
        <source>The built-in defaults are back.</source>
        <translation>Die ursprünglichen Werte sind wieder da.</translation>
    </message>
    <message>
        <source>These values do not fit together on the board. Check the spaces of the shortcuts, the destinations and the peak.</source>
        <translation>Diese Werte passen auf dem Spielplan nicht zusammen. Prüfe die Felder der Abkürzungen, der Zwischenziele und des Gipfels.</translation>
    </message>
    <message>
        <source>These values work, but differ from the published game:</source>
        <translation>Diese Werte gehen, weichen aber vom veröffentlichten Spiel ab:</translation>
    </message>
    <message>
        <source>Two shortcuts start on space {0}.</source>
        <translation>Zwei Abkürzungen beginnen auf Feld {0}.</translation>
    </message>
    <message>
        <source>Your saved board could not be read, so the board printed in the rulebook is shown. Correct it and save it again.</source>
        <translation>Dein gespeicherter Spielplan konnte nicht gelesen werden, darum wird der Spielplan aus der Spielregel gezeigt. Korrigiere ihn und speichere ihn erneut.</translation>
    </message>
    <message>
        <source>Your saved board could not be read: {0}</source>
        <extracomment>What the dialog showed when loaded, as values (the cards, the race map and the team map): closing with anything else asks first. Compared as values, not as the board&apos;s written files: writing them (tomlkit, which keeps every comment) is only needed to check or save, not to open the dialog. The open &quot;Save your changes?&quot; question, if any.</extracomment>
        <translation>Dein gespeicherter Spielplan konnte nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <source>{0}, extra task squirrels</source>
        <translation>{0}, Eichhörnchen für die Zusatzaufgabe</translation>
    </message>
    <message>
        <source>{0}, rods</source>
        <translation>{0}, Stäbe</translation>
    </message>
    <message>
        <source>{0}: name at least one material.</source>
        <translation>{0}: Nenne mindestens ein Material.</translation>
    </message>
    <message>
        <source>{what}: {value} is too high. It can be at most {high}.</source>
        <translation>{what}: {value} ist zu hoch. Höchstens {high} ist möglich.</translation>
    </message>
    <message>
        <source>{what}: {value} is too low. It must be at least {low}.</source>
        <translation>{what}: {value} ist zu niedrig. Mindestens {low} ist nötig.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Campground</source>
        <translation>Zeltplatz</translation>
    </message>
    <message>
        <source>Next goal: intermediate destination {pile} on space {n}.</source>
        <translation>Nächstes Ziel: Zwischenziel {pile} auf Feld {n}.</translation>
    </message>
    <message>
        <source>Next goal: the peak C on space {n}.</source>
        <translation>Nächstes Ziel: der Gipfel C auf Feld {n}.</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Kein Spiel ist offen.</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Gipfel</translation>
    </message>
    <message>
        <source>Route map</source>
        <extracomment>What was last put on screen, part by part: where (widget pixels) and how it looked. A change repaints only the parts that differ (see _repaint_changes). Paint events received (tests read it). The moment the table waits for, shown large over the map for a moment.</extracomment>
        <translation>Routenplan</translation>
    </message>
    <message>
        <source>Route {0}</source>
        <translation>Route {0}</translation>
    </message>
    <message>
        <source>Squirrels: {n}.</source>
        <translation>Eichhörnchen: {n}.</translation>
    </message>
    <message>
        <source>The team marker is {where}.</source>
        <translation>Der Team-Routenmarker steht {where}.</translation>
    </message>
    <message>
        <source>{m} of {n}</source>
        <translation>{m} von {n}</translation>
    </message>
    <message>
        <source>{who} to play.</source>
        <translation>{who} ist dran.</translation>
    </message>
    <message>
        <source>{who} {where}.</source>
        <translation>{who} steht {where}.</translation>
    </message>
</context>
<context>
    <name>CardsTab</name>
    <message>
        <source>Empty for a card without an extra task</source>
        <translation>Leer für eine Karte ohne Zusatzaufgabe</translation>
    </message>
    <message>
        <source>Extra task</source>
        <translation>Zusatzaufgabe</translation>
    </message>
    <message>
        <source>Extra task:</source>
        <translation>Zusatzaufgabe:</translation>
    </message>
    <message>
        <source>Extra-task materials</source>
        <translation>Material der Zusatzaufgabe</translation>
    </message>
    <message>
        <source>Extra-task materials:</source>
        <translation>Material der Zusatzaufgabe:</translation>
    </message>
    <message>
        <source>Extra-task squirrels</source>
        <translation>Eichhörnchen der Zusatzaufgabe</translation>
    </message>
    <message>
        <source>Extra-task squirrels:</source>
        <translation>Eichhörnchen der Zusatzaufgabe:</translation>
    </message>
    <message>
        <source>Materials</source>
        <translation>Material</translation>
    </message>
    <message>
        <source>Materials (separated by commas):</source>
        <translation>Material (mit Kommas getrennt):</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Nächste Karte</translation>
    </message>
    <message>
        <source>Previous card</source>
        <translation>Vorige Karte</translation>
    </message>
    <message>
        <source>Rods</source>
        <extracomment>Each card&apos;s (shown, game-data) texts of its materials, task and task materials: a text nobody edited saves the game data&apos;s own words.</extracomment>
        <translation>Stäbe</translation>
    </message>
    <message>
        <source>Rods:</source>
        <translation>Stäbe:</translation>
    </message>
    <message>
        <source>Route cards</source>
        <translation>Routenkarten</translation>
    </message>
    <message>
        <source>The card shows an ice crystal</source>
        <translation>Die Karte zeigt einen Eiskristall</translation>
    </message>
    <message>
        <source>to check</source>
        <translation>zu prüfen</translation>
    </message>
    <message>
        <source>{name} (pile {pile})</source>
        <translation>{name} (Stapel {pile})</translation>
    </message>
</context>
<context>
    <name>ChoicePanel</name>
    <message>
        <source>One attempt only; no squirrels can help.</source>
        <extracomment>Where each widget goes in the grid: (widget, row, column, rows, columns).</extracomment>
        <translation>Nur ein Versuch; keine Eichhörnchen können helfen.</translation>
    </message>
    <message>
        <source>The card that turned up on the table</source>
        <translation>Die Karte, die auf dem Tisch aufgedeckt wurde</translation>
    </message>
    <message>
        <source>Who holds the second rod? (You may skip this.)</source>
        <extracomment>The key of each listed choice, in order: 1-9, then 0 for the tenth and Q and W for the eleventh and twelfth (a pile&apos;s cards, told in a table-draws game, run to twelve). The characters of the digit keys 1 to 9 on a French (AZERTY) keyboard, without Shift. How much larger than the app&apos;s text a choice is drawn: normally, and compact. The choice buttons, made once and given the next turn&apos;s choices: a new button for every choice of every turn cost each click its making, styling and a layout of the whole panel. Where the choices stand in their grid now (see _set_choices). Compact: smaller words and report buttons (see set_compact).</extracomment>
        <translation>Wer hält den zweiten Stab? (kann man auslassen)</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n Mal</numerusform>
            <numerusform>%n Mal</numerusform>
        </translation>
    </message>
    <message>
        <source>Change to route {pile} (costs {cost})</source>
        <translation>Wechsel zu Route {pile} (kostet {cost})</translation>
    </message>
    <message>
        <source>Route {0}</source>
        <translation>Route {0}</translation>
    </message>
    <message>
        <source>Take the built route {0}</source>
        <translation>Die gebaute Route {0} nehmen</translation>
    </message>
    <message>
        <source>a first guess</source>
        <translation>eine erste Schätzung</translation>
    </message>
    <message>
        <source>a rough guess</source>
        <translation>eine grobe Schätzung</translation>
    </message>
    <message>
        <source>about {0} spaces back</source>
        <translation>etwa {0} Felder zurück</translation>
    </message>
    <message>
        <source>about {0} spaces forward</source>
        <translation>etwa {0} Felder vor</translation>
    </message>
    <message>
        <source>fairly sure</source>
        <translation>ziemlich sicher</translation>
    </message>
    <message>
        <source>no attempts yet on pile {pile}: about {chance}, from how you do on other piles</source>
        <translation>noch keine Versuche mit {pile}-Karten: etwa {chance}, nach deinen Ergebnissen mit den anderen Karten</translation>
    </message>
    <message>
        <source>no attempts yet: about {chance} like your other cards of pile {pile}</source>
        <translation>noch keine Versuche: etwa {chance} wie bei deinen anderen {pile}-Karten</translation>
    </message>
    <message>
        <source>no attempts yet: about {chance}, like everyone on pile {pile}</source>
        <translation>noch keine Versuche: etwa {chance}, wie bei allen auf {pile}-Karten</translation>
    </message>
    <message>
        <source>no move expected</source>
        <translation>kein Zug zu erwarten</translation>
    </message>
    <message>
        <source>no squirrels spent</source>
        <translation>keine Eichhörnchen ausgegeben</translation>
    </message>
    <message>
        <source>nobody has tried a card of pile {pile} yet: {chance}</source>
        <translation>noch niemand hat eine {pile}-Karte versucht: {chance}</translation>
    </message>
    <message>
        <source>squirrels spent: about {0}</source>
        <translation>etwa {0} Eichhörnchen ausgegeben</translation>
    </message>
    <message>
        <source>your record on these cards: {m} of {n} first attempts mastered</source>
        <translation>deine Bilanz bei diesen Karten: {m} von {n} ersten Versuchen geschafft</translation>
    </message>
    <message>
        <source>{choice}: {first} first go, {chance} with retries; {advance}, {squirrels} ({evidence}; {sure})</source>
        <translation>{choice}: {first} beim ersten Versuch, {chance} mit neuen Versuchen; {advance}, {squirrels} ({evidence}; {sure})</translation>
    </message>
    <message>
        <source>{mastered} of {attempts}</source>
        <extracomment>Reads the record the coach learns from (everyone&apos;s attempts, oldest first).</extracomment>
        <translation>{mastered} von {attempts}</translation>
    </message>
    <message>
        <source>{name}: {chance} to master {card} first go ({evidence}; {sure})</source>
        <translation>{name}: {chance}, {card} beim ersten Versuch zu schaffen ({evidence}; {sure})</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Beside each choice, what your own record says about it. It never chooses.</source>
        <translation>Neben jeder Wahl, was deine eigene Bilanz dazu sagt. Er wählt nie für dich.</translation>
    </message>
    <message>
        <source>Coach: the odds from your own record</source>
        <extracomment>The coach was switched on or off (bool).</extracomment>
        <translation>Trainer: die Chancen aus deiner eigenen Bilanz</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n nicht geschafft</numerusform>
            <numerusform>%n nicht geschafft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mastered</source>
        <translation>
            <numerusform>%n geschafft</numerusform>
            <numerusform>%n geschafft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of {0} mastered</source>
        <translation>
            <numerusform>%n von {0} geschafft</numerusform>
            <numerusform>%n von {0} geschafft</numerusform>
        </translation>
    </message>
    <message>
        <source>Route {pile}: {mastered}, {failed}</source>
        <translation>Route {pile}: {mastered}, {failed}</translation>
    </message>
</context>
<context>
    <name>DamagedRow</name>
    <message>
        <source>A saved game could not be read</source>
        <translation>Ein gespeichertes Spiel konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>Part of the file that holds it is damaged, so its players and its place on the board cannot be shown. Your other games are not affected. A backup from an earlier day may still have it whole.</source>
        <translation>Ein Teil der Datei, in der es steht, ist beschädigt, daher können seine Spieler und sein Stand nicht gezeigt werden. Deine anderen Spiele sind nicht betroffen. Eine Sicherung von einem früheren Tag enthält es vielleicht noch vollständig.</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
</context>
<context>
    <name>DesktopEntry</name>
    <message>
        <source>A companion for the table while you play the wooden dexterity game Blocky Mountains. You build the routes from blocks and steer the trapper and the grizzly with the rods; the app keeps the route map, the three route-card piles, the owl tiles and the squirrels, and knows the rules for moving, shortcuts, route changes and the end of the game.</source>
        <extracomment>The metainfo&apos;s description: paragraphs, then the list of what the app offers.</extracomment>
        <translation>Ein Begleiter am Tisch, während du das Geschicklichkeitsspiel Blocky Mountains aus Holz spielst. Du baust die Routen aus Blöcken und steuerst den Trapper und den Grizzly mit den Stäben; die App führt den Routenplan, die drei Stapel der Routenkarten, die Eulenkärtchen und die Eichhörnchen und kennt die Regeln für das Ziehen, die Abkürzungen, den Routenwechsel und das Spielende.</translation>
    </message>
    <message>
        <source>A race on the route map</source>
        <extracomment>The metainfo&apos;s screenshots (docs/screenshots/&lt;file&gt;), the first one the default, each with its caption.</extracomment>
        <translation>Ein Wettlauf auf dem Routenplan</translation>
    </message>
    <message>
        <source>After each try you only say what happened: mastered or failed. Big buttons, plain words and keyboard shortcuts make it easy for children from 8 to use, and every step can be undone.</source>
        <translation>Nach jedem Versuch sagst du nur, was passiert ist: geschafft oder nicht geschafft. Große Knöpfe, einfache Worte und Tastenkürzel machen die App für Kinder ab 8 leicht zu bedienen, und jeder Schritt lässt sich rückgängig machen.</translation>
    </message>
    <message>
        <source>Board Game Companion</source>
        <extracomment>What the app is, in a few words (the desktop entry&apos;s GenericName).</extracomment>
        <translation>Begleiter für Brettspiele</translation>
    </message>
    <message>
        <source>It also keeps the table of Montgolfière, the card game in which 2 to 6 hot-air balloons race to the Moon: everybody reveals a card at once, and the app resolves the round in the rulebook&apos;s order (sleeping gas, storm, ballast with the squadron bonus, super engine and chains of grappling hooks), tells it step by step and moves the balloons on a sky board.</source>
        <translation>Die App führt auch den Tisch von Montgolfière, dem Kartenspiel, in dem 2 bis 6 Heißluftballons um die Wette zum Mond fliegen: Alle decken gleichzeitig eine Karte auf, und die App wertet die Runde in der Reihenfolge der Spielregel aus (Schlafgas, Sturm, Ballast mit dem Staffel-Bonus, Super-Motor und Ketten von Enterhaken), erzählt sie Schritt für Schritt und zieht die Ballons auf einem Himmelsplan.</translation>
    </message>
    <message>
        <source>Montgolfière on the 15-space or the 12-space board, with the Black Baron and matches of several games</source>
        <translation>Montgolfière auf dem Spielplan mit 15 oder mit 12 Feldern, mit dem Schwarzen Baron und Matches aus mehreren Partien</translation>
    </message>
    <message>
        <source>Montgolfière: the balloons on their way to the Moon</source>
        <translation>Montgolfière: die Ballons auf dem Weg zum Mond</translation>
    </message>
    <message>
        <source>Race game for 1 to 4 players, with cards drawn by the app or from the real piles</source>
        <translation>Wettlauf für 1 bis 4 Spieler, mit Karten, die die App zieht oder die von den echten Stapeln kommen</translation>
    </message>
    <message>
        <source>Solo training with a training log</source>
        <translation>Solo-Training mit einem Trainingsbuch</translation>
    </message>
    <message>
        <source>Table companion for Blocky Mountains and Montgolfière</source>
        <extracomment>One line: the desktop entry&apos;s Comment and the metainfo&apos;s summary.</extracomment>
        <translation>Begleiter am Spieltisch für Blocky Mountains und Montgolfière</translation>
    </message>
    <message>
        <source>Team game for 2 to 7 adventurers who climb together</source>
        <translation>Teamspiel für 2 bis 7 Abenteurer, die gemeinsam klettern</translation>
    </message>
    <message>
        <source>The start screen offers to continue a game</source>
        <translation>Der Startbildschirm bietet an, eine Partie fortzusetzen</translation>
    </message>
    <message>
        <source>The training log&apos;s charts, in the dark look</source>
        <translation>Die Diagramme des Trainingsbuchs, in der dunklen Darstellung</translation>
    </message>
    <message>
        <source>Unlimited undo and redo; a game is saved after every step and survives a restart</source>
        <translation>Beliebig oft rückgängig machen und wiederholen; eine Partie wird nach jedem Schritt gespeichert und übersteht einen Neustart</translation>
    </message>
    <message>
        <source>board game;dexterity;blocks;family;squirrels;balloon;card game</source>
        <extracomment>Words a menu search finds the app by, separated by &quot;;&quot; (the desktop entry&apos;s Keywords, which also lists the names of the two games).</extracomment>
        <translation>Brettspiel;Geschicklichkeitsspiel;Blöcke;Familie;Eichhörnchen;Ballon;Kartenspiel</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>(same space and squirrels: shared place)</source>
        <translation>(gleiches Feld und gleich viele Eichhörnchen: geteilter Platz)</translation>
    </message>
    <message>
        <source>(same space as {0}: fewer squirrels decided)</source>
        <translation>(gleiches Feld wie {0}, aber weniger Eichhörnchen)</translation>
    </message>
    <message>
        <source>A shared victory!</source>
        <translation>Ein gemeinsamer Sieg!</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>Zurück zum Start</translation>
    </message>
    <message>
        <source>Pile {pile} ran out with the team marker on space {pos}; it needed to reach intermediate destination {pile} (space {goal}).</source>
        <translation>Stapel {pile} ist leer, der Team-Routenmarker steht auf Feld {pos}; er hätte Zwischenziel {pile} (Feld {goal}) erreichen müssen.</translation>
    </message>
    <message>
        <source>Pile {pile} ran out with the team marker on space {pos}; it needed to reach the peak C (space {goal}).</source>
        <translation>Stapel {pile} ist leer, der Team-Routenmarker steht auf Feld {pos}; er hätte den Gipfel C (Feld {goal}) erreichen müssen.</translation>
    </message>
    <message>
        <source>Play again with the same players</source>
        <translation>Nochmal mit denselben Spielern</translation>
    </message>
    <message>
        <source>Squirrels kept: {0}</source>
        <translation>Behaltene Eichhörnchen: {0}</translation>
    </message>
    <message>
        <source>The team has lost.</source>
        <translation>Das Team hat verloren.</translation>
    </message>
    <message>
        <source>The team has won!</source>
        <translation>Das Team hat gewonnen!</translation>
    </message>
    <message>
        <source>The team marker reached the peak C, space {0}.</source>
        <translation>Der Team-Routenmarker hat den Gipfel C erreicht, Feld {0}.</translation>
    </message>
    <message>
        <source>Training complete!</source>
        <translation>Training beendet!</translation>
    </message>
    <message numerus="yes">
        <source>Training complete: %n card(s) mastered</source>
        <translation>
            <numerusform>Training beendet: %n Karte geschafft</numerusform>
            <numerusform>Training beendet: %n Karten geschafft</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <extracomment>The result&apos;s rows (a colour swatch and a line each), made when first needed and given the next game&apos;s result: a game&apos;s last click then makes no widgets. The players&apos; names, cut where they are too long to draw. What improved since last time, for a practice plan&apos;s summary (see GameScreen).</extracomment>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <source>{place}. {name}: {where}, {squirrels}</source>
        <translation>{place}. {name}: {where}, {squirrels}</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>&apos;{colour}&apos; is not a player colour (white, black, orange, violet)</source>
        <translation>„{colour}“ ist keine Spielerfarbe (Weiß, Schwarz, Orange, Violett).</translation>
    </message>
    <message>
        <source>A handicap is for a race only: at most 6 squirrels at the start in all, a head start of 1 to 3 spaces, or the difficult route whenever it is offered</source>
        <translation>Eine Vorgabe gibt es nur im Wettlauf: höchstens 6 Eichhörnchen zu Beginn insgesamt, 1 bis 3 Felder Vorsprung oder die schwierige Route, wann immer sie angeboten wird</translation>
    </message>
    <message>
        <source>A match is played to 1 to 999 points, not {target}.</source>
        <translation>Ein Turnier geht bis 1 bis 999 Punkte, nicht {target}.</translation>
    </message>
    <message>
        <source>A name cannot be empty: it needs at least one visible letter, digit or sign.</source>
        <translation>Ein Name darf nicht leer sein: Er braucht mindestens einen sichtbaren Buchstaben, eine Ziffer oder ein Zeichen.</translation>
    </message>
    <message>
        <source>A name may have at most {max} characters</source>
        <translation>Ein Name darf höchstens {max} Zeichen lang sein.</translation>
    </message>
    <message>
        <source>A name may have at most {max} characters.</source>
        <translation>Ein Name darf höchstens {max} Zeichen haben.</translation>
    </message>
    <message>
        <source>A name must be text.</source>
        <translation>Ein Name muss Text sein.</translation>
    </message>
    <message>
        <source>A player&apos;s name must have 1 to 40 characters.</source>
        <translation>Ein Spielername muss 1 bis 40 Zeichen haben.</translation>
    </message>
    <message>
        <source>Another program is using {path} right now (it holds a lock on it). Close that program, then open the app again. The file was left as it is.</source>
        <translation>Ein anderes Programm benutzt {path} gerade (es hält eine Sperre darauf). Schließ dieses Programm und öffne die App dann noch einmal. Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>At least one player must fly a balloon.</source>
        <translation>Mindestens ein Spieler muss einen Ballon fliegen.</translation>
    </message>
    <message>
        <source>Every balloon needs one of the six colours.</source>
        <translation>Jeder Ballon braucht eine der sechs Farben.</translation>
    </message>
    <message>
        <source>Every player needs a colour</source>
        <translation>Jeder Spieler braucht eine Farbe.</translation>
    </message>
    <message>
        <source>Every player needs a name</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>Montgolfière needs 2 to 6 balloons; there are {count}.</source>
        <translation>Montgolfière braucht 2 bis 6 Ballons; es sind {count}.</translation>
    </message>
    <message>
        <source>No practice plan could be made for this player</source>
        <translation>Für diesen Spieler ließ sich kein Übungsplan erstellen.</translation>
    </message>
    <message>
        <source>Only one Black Baron can fly.</source>
        <translation>Nur ein Schwarzer Baron kann mitfliegen.</translation>
    </message>
    <message>
        <source>Players must be in colour order: white, black, orange, violet</source>
        <translation>Die Spieler kommen in Farbreihenfolge dran: Weiß, Schwarz, Orange, Violett.</translation>
    </message>
    <message>
        <source>Solo training is for 1 player, not {n}</source>
        <translation>Das Solo-Training ist für 1 Spieler, nicht für {n}.</translation>
    </message>
    <message>
        <source>The app cannot read or write {path} ({detail}).</source>
        <translation>Die App kann {path} nicht lesen oder schreiben ({detail}).</translation>
    </message>
    <message>
        <source>The app cannot save in the folder {path}: it is read-only. Choose another folder for the app&apos;s data, or make this one writable.</source>
        <translation>Die App kann im Ordner {path} nicht speichern: Er ist schreibgeschützt. Wähle einen anderen Ordner für die Daten der App oder mach diesen beschreibbar.</translation>
    </message>
    <message>
        <source>The app is not allowed to change {path}: it belongs to another user or its permissions forbid it. Give your user the right to change it, or choose another folder for the app&apos;s data.</source>
        <translation>Die App darf {path} nicht ändern: Es gehört einem anderen Benutzer, oder seine Berechtigungen verbieten es. Gib deinem Benutzer das Recht, es zu ändern, oder wähl einen anderen Ordner für die Daten der App.</translation>
    </message>
    <message>
        <source>The backup {path} cannot be restored ({detail}). Nothing was changed; choose another backup.</source>
        <translation>Die Sicherung {path} kann nicht zurückgeholt werden ({detail}). Nichts wurde verändert; wähl eine andere Sicherung.</translation>
    </message>
    <message>
        <source>The board data cannot be used: {detail}</source>
        <translation>Die Daten des Spielplans können nicht verwendet werden: {detail}</translation>
    </message>
    <message>
        <source>The board data the app ships with cannot be read ({detail}). Put the file back as the app installed it, or install the app again.</source>
        <translation>Die Daten des Spielplans, die die App mitbringt, können nicht gelesen werden ({detail}). Lege die Datei wieder so hin, wie die App sie installiert hat, oder installiere die App neu.</translation>
    </message>
    <message>
        <source>The disk holding {path} is full, so the last step could not be saved. Everything saved before it is safe. Free some space and try again.</source>
        <translation>Der Speicher mit {path} ist voll, darum konnte der letzte Schritt nicht gespeichert werden. Alles davor ist sicher gespeichert. Mach etwas Platz frei und versuch es noch einmal.</translation>
    </message>
    <message>
        <source>The file holds a game of &apos;{name}&apos;, which this app does not know; a newer version of the app may load it. Nothing was loaded.</source>
        <translation>Die Datei enthält ein Spiel „{name}“, das diese App nicht kennt; eine neuere Version der App kann es vielleicht laden. Es wurde nichts geladen.</translation>
    </message>
    <message>
        <source>The file holds a game of {name} played with newer rules (rules version {version}; this app knows up to {known}). Please update the app. Nothing was loaded.</source>
        <translation>Die Datei enthält eine Partie {name}, die nach neueren Regeln gespielt wurde (Regelversion {version}; diese App kennt bis {known}). Bitte aktualisiere die App. Es wurde nichts geladen.</translation>
    </message>
    <message>
        <source>The file {path} is marked read-only, so the app cannot save your games in it. Remove the read-only mark in the file&apos;s properties, or choose another folder.</source>
        <translation>Die Datei {path} ist schreibgeschützt, deshalb kann die App deine Spiele nicht darin speichern. Nimm den Schreibschutz in den Eigenschaften der Datei weg oder wähl einen anderen Ordner.</translation>
    </message>
    <message>
        <source>The folder for your games cannot be created: {path} ({detail}).</source>
        <translation>Der Ordner für deine Spiele kann nicht angelegt werden: {path} ({detail}).</translation>
    </message>
    <message>
        <source>The game cannot start: its board data cannot be read ({detail}). Put the file back as the app installed it, or install the app again.</source>
        <translation>Das Spiel kann nicht beginnen: Die Daten seines Spielplans können nicht gelesen werden ({detail}). Lege die Datei wieder so hin, wie die App sie installiert hat, oder installiere die App neu.</translation>
    </message>
    <message>
        <source>The level must be beginner or advanced</source>
        <translation>Die Stufe muss Anfänger oder Profis sein.</translation>
    </message>
    <message>
        <source>The name contains characters that cannot be saved.</source>
        <translation>Der Name enthält Zeichen, die nicht gespeichert werden können.</translation>
    </message>
    <message>
        <source>The practice plan lists &apos;{card}&apos;, which is no route card</source>
        <translation>Der Übungsplan nennt „{card}“, aber das ist keine Routenkarte.</translation>
    </message>
    <message>
        <source>The race game is for 1 to 4 players, not {n}</source>
        <translation>Ein Wettlauf ist für 1 bis 4 Spieler, nicht für {n}.</translation>
    </message>
    <message>
        <source>The saved games in {path} are already open in another window of the app. Close that window first.</source>
        <translation>Die gespeicherten Spiele in {path} sind schon in einem anderen Fenster der App offen. Schließ zuerst dieses Fenster.</translation>
    </message>
    <message>
        <source>The saved games in {path} are damaged. The file was left as it is. Backups you can restore: {backups}. Restore one, or move the file away to start afresh.</source>
        <translation>Die gespeicherten Spiele in {path} sind beschädigt. Die Datei wurde nicht verändert. Sicherungen, die du zurückholen kannst: {backups}. Hol eine zurück oder schieb die Datei weg, um neu anzufangen.</translation>
    </message>
    <message>
        <source>The saved games in {path} are damaged. The file was left as it is. There is no backup of it to restore; move the file away to start afresh.</source>
        <translation>Die gespeicherten Spiele in {path} sind beschädigt. Die Datei wurde nicht verändert. Es gibt noch keine Sicherung, die du zurückholen könntest; schieb die Datei weg, um neu anzufangen.</translation>
    </message>
    <message>
        <source>The saved games in {path} could not be used ({detail}).</source>
        <translation>Die gespeicherten Spiele in {path} konnten nicht benutzt werden ({detail}).</translation>
    </message>
    <message>
        <source>The saved games in {path} were being saved when the app or the computer stopped, and that last save can only be finished where the app may write; {folder} is not such a place. Make it writable, or copy the file together with the &apos;-journal&apos; file beside it to a writable folder, and open it again. The file was left as it is.</source>
        <translation>Die Spiele in {path} wurden gerade gespeichert, als die App oder der Computer anhielt, und dieses letzte Speichern lässt sich nur dort abschließen, wo die App schreiben darf; {folder} ist kein solcher Ort. Mach ihn beschreibbar oder kopier die Datei zusammen mit der „-journal“-Datei daneben in einen beschreibbaren Ordner und öffne sie noch einmal. Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>The seed must be a whole number</source>
        <translation>Die Mischnummer muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>The shuffle number is too large.</source>
        <translation>Die Mischnummer ist zu groß.</translation>
    </message>
    <message>
        <source>The starting spaces must be spaces of the board.</source>
        <translation>Die Startfelder müssen Felder des Spielplans sein.</translation>
    </message>
    <message>
        <source>The team starts at the campground or intermediate A or B</source>
        <translation>Das Team startet auf dem Zeltplatz oder am Zwischenziel A oder B.</translation>
    </message>
    <message>
        <source>The team variant is for 2 to 7 adventurers, not {n}</source>
        <translation>Ein Teamspiel ist für 2 bis 7 Abenteurer, nicht für {n}.</translation>
    </message>
    <message>
        <source>The training is pile A, B, C or the full climb</source>
        <translation>Das Training ist Route A, B, C oder der ganze Aufstieg.</translation>
    </message>
    <message>
        <source>There is no such board.</source>
        <translation>Diesen Spielplan gibt es nicht.</translation>
    </message>
    <message>
        <source>This export was written by a newer version of the app (export version {version}; this app reads up to {known}). Please update the app. Nothing was loaded.</source>
        <translation>Dieser Export wurde von einer neueren Version der App geschrieben (Exportversion {version}; diese App liest bis {known}). Bitte aktualisiere die App. Es wurde nichts geladen.</translation>
    </message>
    <message>
        <source>Two balloons are called {name}.</source>
        <translation>Zwei Ballons heißen {name}.</translation>
    </message>
    <message>
        <source>Two balloons have the same colour.</source>
        <translation>Zwei Ballons haben dieselbe Farbe.</translation>
    </message>
    <message>
        <source>Two different players in one game of the file are both called &apos;{name}&apos;. Names must tell players apart, so this file cannot be loaded; rename one of them where the file was saved, and save it again. Nothing was loaded.</source>
        <translation>In einem Spiel der Datei heißen zwei verschiedene Spieler beide „{name}“. Namen müssen Spieler unterscheiden, darum kann diese Datei nicht geladen werden. Benenne einen von ihnen dort um, wo die Datei gespeichert wurde, und speichere sie noch einmal. Es wurde nichts geladen.</translation>
    </message>
    <message>
        <source>Two players have the same colour</source>
        <translation>Zwei Spieler haben die gleiche Farbe.</translation>
    </message>
    <message>
        <source>Two players have the same name</source>
        <translation>Zwei Spieler haben den gleichen Namen.</translation>
    </message>
    <message>
        <source>Two players of one game in the file would both be the player &apos;{name}&apos; here, who cannot take two seats in one game. Rename the player &apos;{name}&apos; here, then load the file again. Nothing was loaded.</source>
        <translation>Zwei Spieler aus einem Spiel der Datei wären hier beide der Spieler „{name}“, der nicht zwei Plätze in einem Spiel einnehmen kann. Benenne den Spieler „{name}“ hier um und lade die Datei dann noch einmal. Es wurde nichts geladen.</translation>
    </message>
    <message>
        <source>{path} belongs to another program, not to Blocky Mountains. The file was left as it is; choose another file or folder.</source>
        <translation>{path} gehört zu einem anderen Programm, nicht zu Blocky Mountains. Die Datei wurde nicht verändert; wähle eine andere Datei oder einen anderen Ordner.</translation>
    </message>
    <message>
        <source>{path} is not a Blocky Mountains database. The file was left as it is; choose another file or folder.</source>
        <translation>{path} ist keine Datei mit Blocky-Mountains-Spielen. Die Datei wurde nicht verändert; wähle eine andere Datei oder einen anderen Ordner.</translation>
    </message>
    <message>
        <source>{path} was saved by a newer version of the app (data version {version}; this app knows up to {known}). Please update the app. The file was left as it is.</source>
        <translation>{path} wurde von einer neueren Version der App gespeichert (Datenversion {version}; diese App kennt bis {known}). Bitte aktualisiere die App. Die Datei wurde nicht verändert.</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <source>Back to the start screen</source>
        <translation>Zurück zum Start</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation>Etwas ist schiefgegangen.</translation>
    </message>
    <message>
        <source>What happened was written to {0}.</source>
        <translation>Was passiert ist, steht in {0}.</translation>
    </message>
    <message>
        <source>Your game is saved up to its last step. You can go back to the start screen and carry on, or quit.</source>
        <extracomment>The log, inside the data folder. A log file is at most this large; the three before it are kept (blocky.log.1 to .3). What is written before the log file is open, at most this many lines, kept for it. An error to show (emitted from any thread, shown in the app&apos;s own). The message now on screen, if any.</extracomment>
        <translation>Dein Spiel ist bis zum letzten Schritt gespeichert. Du kannst zum Start zurückkehren und weitermachen, oder die App beenden.</translation>
    </message>
</context>
<context>
    <name>FairRaceBox</name>
    <message>
        <source>A fair race</source>
        <extracomment>Each racer&apos;s chance to master each card first go, by their names in turn order (None: the coach is off, or a racer has no record to tell the players apart by). The finished races of the record (see coach_data.played_races). Races behind the chances shown, before a suggestion is asked for and with it.</extracomment>
        <translation>Ein fairer Wettlauf</translation>
    </message>
    <message>
        <source>Chance to win with the handicap: {chances}.</source>
        <translation>Gewinnchance mit der Vorgabe: {chances}.</translation>
    </message>
    <message>
        <source>Chance to win without a handicap, from your records: {chances}.</source>
        <translation>Gewinnchance ohne Vorgabe, nach den bisherigen Spielen: {chances}.</translation>
    </message>
    <message>
        <source>No handicap makes this race fairer.</source>
        <translation>Keine Vorgabe macht diesen Wettlauf fairer.</translation>
    </message>
    <message>
        <source>Play with this handicap (a house rule)</source>
        <translation>Mit dieser Vorgabe spielen (eine Hausregel)</translation>
    </message>
    <message numerus="yes">
        <source>Raced together with a handicap: %n time(s); wins: {wins}.</source>
        <translation>
            <numerusform>Zusammen mit Vorgabe gespielt: %n Mal; Siege: {wins}.</numerusform>
            <numerusform>Zusammen mit Vorgabe gespielt: %n Mal; Siege: {wins}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggest a handicap to even it out</source>
        <translation>Eine Vorgabe vorschlagen, die es ausgleicht</translation>
    </message>
    <message numerus="yes">
        <source>Without: %n time(s); wins: {wins}.</source>
        <translation>
            <numerusform>Ohne: %n Mal; Siege: {wins}.</numerusform>
            <numerusform>Ohne: %n Mal; Siege: {wins}.</numerusform>
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
        <translation>{name}: {handicap}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>That could not be saved: {0}</source>
        <translation>Das konnte nicht gespeichert werden: {0}</translation>
    </message>
    <message>
        <source>The log could not be rebuilt: {0}</source>
        <extracomment>A new turn begins: shown as a heading so turns stand apart. The player the line is about (colour swatch), or None. What one action did: the state after it and its events (list[Event]), after its log lines and before state_changed (the board reveals the moments the table waits for; a screen reader hears them after the log lines, before whose turn it is).</extracomment>
        <translation>Das Protokoll konnte nicht neu aufgebaut werden: {0}</translation>
    </message>
    <message>
        <source>The move could not be saved, so it was not made: {0}</source>
        <translation>Der Zug konnte nicht gespeichert werden, darum wurde er nicht gemacht: {0}</translation>
    </message>
</context>
<context>
    <name>GameRow</name>
    <message>
        <source>Delete this game</source>
        <translation>Dieses Spiel löschen</translation>
    </message>
    <message>
        <source>Delete this game: {0}</source>
        <translation>Dieses Spiel löschen: {0}</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Sicherung wiederherstellen</translation>
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
        <translation>Gib diese Nummer beim Einrichten eines neuen Spiels ein, um dieselben Karten noch einmal zu verteilen.</translation>
    </message>
    <message>
        <source>Game log</source>
        <extracomment>Where the splitters&apos; positions are kept between runs (outer, left, right). Which arrangement of the game screen the saved positions were made for. The log&apos;s least height when the turn panel needs room: its heading and about two lines. The turn panel is compact when the side is fewer lines of text high than this (a 1280x706 window at the normal text size is about 37; 760x560 about 28). The turn panel&apos;s &quot;rules help&quot; was asked for. Says the log, the turns and the errors to screen readers.</extracomment>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Shuffle number {0}</source>
        <translation>Mischnummer {0}</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was passiert ist</translation>
    </message>
</context>
<context>
    <name>GuessCheck</name>
    <message>
        <source>Not printed in the rulebook: check it on your board, then untick this.</source>
        <translation>Steht nicht in der Spielregel: Prüfe es auf deinem Spielplan und nimm dann diesen Haken weg.</translation>
    </message>
    <message>
        <source>Still a guess</source>
        <extracomment>A guess box: the same yellow, with black text, on every tab and in both schemes.</extracomment>
        <translation>Noch geschätzt</translation>
    </message>
</context>
<context>
    <name>HandicapWords</name>
    <message numerus="yes">
        <source>%n extra squirrel(s)</source>
        <translation>
            <numerusform>%n Eichhörnchen mehr</numerusform>
            <numerusform>%n Eichhörnchen mehr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more squirrel(s) at the start</source>
        <translation>
            <numerusform>%n Eichhörnchen mehr beim Start</numerusform>
            <numerusform>%n Eichhörnchen mehr beim Start</numerusform>
        </translation>
    </message>
    <message>
        <source>Handicap: {handicap}</source>
        <translation>Vorgabe: {handicap}</translation>
    </message>
    <message>
        <source>Played with a handicap (a house rule).</source>
        <translation>Mit Vorgabe gespielt (eine Hausregel).</translation>
    </message>
    <message>
        <source>Played with a handicap (a house rule): {handicaps}.</source>
        <translation>Mit Vorgabe gespielt (eine Hausregel): {handicaps}.</translation>
    </message>
    <message numerus="yes">
        <source>a head start of %n space(s)</source>
        <translation>
            <numerusform>%n Feld Vorsprung</numerusform>
            <numerusform>%n Felder Vorsprung</numerusform>
        </translation>
    </message>
    <message>
        <source>difficult route whenever offered</source>
        <translation>immer die schwierige Route, wenn möglich</translation>
    </message>
    <message>
        <source>no handicap</source>
        <translation>keine Vorgabe</translation>
    </message>
    <message>
        <source>the difficult route whenever it is offered</source>
        <translation>immer die schwierige Route, wenn es eine gibt</translation>
    </message>
    <message>
        <source>{name}: {handicap}</source>
        <translation>{name}: {handicap}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Back to the start screen</source>
        <translation>Zurück zum Start</translation>
    </message>
    <message>
        <source>Check your board</source>
        <translation>Spielplan prüfen</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Neues Spiel: {0}</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Part of this game is damaged, so it cannot be replayed. Your other games are not affected. A backup from an earlier day may still have it whole.</source>
        <translation>Ein Teil dieses Spiels ist beschädigt, daher kann es nicht fortgesetzt werden. Deine anderen Spiele sind nicht betroffen. Eine Sicherung von einem früheren Tag enthält es vielleicht noch vollständig.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Sicherung wiederherstellen …</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Regelhilfe</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Something in your saved games could not be read ({0}). Your other data was left as it is.</source>
        <translation>Etwas in deinen gespeicherten Spielen konnte nicht gelesen werden ({0}). Deine übrigen Daten blieben, wie sie sind.</translation>
    </message>
    <message>
        <source>Start screen</source>
        <extracomment>Below this the turn panel&apos;s big buttons and the table&apos;s text no longer fit beside the map (a small screen still gets a window no larger than itself). Emitted after the first paint (used by --quit-after-start and the benchmark). How long after the last resize or move the window&apos;s geometry is saved. The folder the saved games are in (known when the app opened them itself). The games&apos; screens&apos; modules and Qt&apos;s Python classes, made once the window is painted with its games listed (each plug-in&apos;s package: its screens). The window&apos;s size and place are saved a moment after they change (a resize drag is many events): a crash then brings back the size the window last had. Each game&apos;s pages, by game id, made on first use. The new-game form was opened from the game on screen: going back returns to it. Games that failed to open since the app started: marked on the start screen and never offered again as the game that was still running. The game the window is about: the one on screen, else the one chosen last. Each game&apos;s statistics page, in the stack.</extracomment>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>The game could not be deleted: {0}</source>
        <translation>Das Spiel konnte nicht gelöscht werden: {0}</translation>
    </message>
    <message>
        <source>The game could not be started: {0}</source>
        <translation>Das Spiel konnte nicht gestartet werden: {0}</translation>
    </message>
    <message>
        <source>This game could not be opened.</source>
        <translation>Dieses Spiel konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Use the built-in board from now on</source>
        <translation>Ab jetzt den eingebauten Spielplan verwenden</translation>
    </message>
    <message>
        <source>What could not be read: {0}</source>
        <translation>Was nicht gelesen werden konnte: {0}</translation>
    </message>
    <message>
        <source>Your corrected board could not be read, so this game uses the board printed in the rulebook.</source>
        <translation>Dein korrigierter Spielplan konnte nicht gelesen werden, darum verwendet dieses Spiel den Spielplan aus der Spielregel.</translation>
    </message>
</context>
<context>
    <name>MapWords</name>
    <message>
        <source>Team marker, {where}, {squirrels}</source>
        <translation>Team-Routenmarker, {where}, {squirrels}</translation>
    </message>
    <message>
        <source>a backpack space (a shortcut starts here)</source>
        <translation>ein Rucksackfeld (hier beginnt eine Abkürzung)</translation>
    </message>
    <message>
        <source>a compass space</source>
        <translation>ein Kompassfeld</translation>
    </message>
    <message>
        <source>a fox space</source>
        <translation>ein Fuchsfeld</translation>
    </message>
    <message>
        <source>an intermediate destination</source>
        <translation>ein Zwischenziel</translation>
    </message>
    <message>
        <source>the arrow space</source>
        <translation>das Pfeilfeld</translation>
    </message>
    <message>
        <source>the team marker</source>
        <translation>der Team-Routenmarker</translation>
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
        <translation>{space}: {who}</translation>
    </message>
</context>
<context>
    <name>Modes</name>
    <message>
        <source>Race game</source>
        <translation>Wettlauf</translation>
    </message>
    <message>
        <source>Solo training</source>
        <translation>Solo-Training</translation>
    </message>
    <message>
        <source>Team game</source>
        <translation>Teamspiel</translation>
    </message>
</context>
<context>
    <name>Montgolfiere</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved game(s) could not be read and are left out.</source>
        <translation>
            <numerusform>%n gespeicherte Partie konnte nicht gelesen werden und fehlt.</numerusform>
            <numerusform>%n gespeicherte Partien konnten nicht gelesen werden und fehlen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n storm(s): the round is stormy.</source>
        <translation>
            <numerusform>%n Sturm: Die Runde ist stürmisch.</numerusform>
            <numerusform>%n Stürme: Die Runde ist stürmisch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n storms cancel out: no storm.</source>
        <translation>
            <numerusform>%n Sturm hebt sich auf: kein Sturm.</numerusform>
            <numerusform>%n Stürme heben sich auf: kein Sturm.</numerusform>
        </translation>
    </message>
    <message>
        <source>1. Sleeping gas</source>
        <translation>1. Schlafgas</translation>
    </message>
    <message>
        <source>12 spaces (French box)</source>
        <translation>12 Felder (französische Ausgabe)</translation>
    </message>
    <message>
        <source>15 spaces (English box)</source>
        <translation>15 Felder (englische Ausgabe)</translation>
    </message>
    <message>
        <source>2 to 6 balloons race to the Moon, the last space of the board. Every balloon starts on space 5.</source>
        <translation>2 bis 6 Ballons fliegen um die Wette zum Mond, dem letzten Feld des Spielplans. Jeder Ballon beginnt auf Feld 5.</translation>
    </message>
    <message>
        <source>2. Storm</source>
        <translation>2. Sturm</translation>
    </message>
    <message>
        <source>3. Ballast</source>
        <translation>3. Ballast</translation>
    </message>
    <message>
        <source>4. Super engine</source>
        <translation>4. Super-Motor</translation>
    </message>
    <message>
        <source>5. Grappling hook</source>
        <translation>5. Enterhaken</translation>
    </message>
    <message>
        <source>A hook follows a balloon on the space just above and moves as it moves; hooks are taken from the top down, so chains carry.</source>
        <translation>Ein Enterhaken folgt einem Ballon auf dem Feld direkt darüber und bewegt sich wie dieser; die Enterhaken werden von oben nach unten ausgeführt, so tragen Ketten weiter.</translation>
    </message>
    <message>
        <source>A hook follows the move its balloon really makes: behind a balloon stopped by the Moon after 1 space, it climbs 1, not 2.</source>
        <translation>Ein Enterhaken folgt der Bewegung, die sein Ballon wirklich macht: Hält dieser nach 1 Feld auf dem Mond, steigt der Enterhaken 1 Feld, nicht 2.</translation>
    </message>
    <message>
        <source>A match: every balloon scores its space, the Moon 5 more. The match ends after the game in which a balloon reaches the target; the highest total wins, ties share.</source>
        <translation>Turnier: Jeder Ballon erhält die Punkte seines Feldes, der Mond 5 mehr. Das Turnier endet nach der Partie, in der ein Ballon das Ziel erreicht; die höchste Summe gewinnt, bei Gleichstand wird geteilt.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Eine Runde</translation>
    </message>
    <message>
        <source>A shared match win: {names}!</source>
        <translation>Geteilter Turniersieg: {names}!</translation>
    </message>
    <message>
        <source>A shared win: {names}!</source>
        <translation>Geteilter Sieg: {names}!</translation>
    </message>
    <message>
        <source>After the last card, {names} flew highest.</source>
        <comment>one</comment>
        <translation>Nach der letzten Karte flog {names} am höchsten.</translation>
    </message>
    <message>
        <source>After the last card, {names} flew highest.</source>
        <comment>several</comment>
        <translation>Nach der letzten Karte flogen {names} am höchsten.</translation>
    </message>
    <message>
        <source>An odd number of storms makes the round stormy: ballast winners go down 1, a super engine climbs only 1. An even number cancels out.</source>
        <translation>Eine ungerade Zahl von Stürmen macht die Runde stürmisch: Die Ballast-Gewinner sinken 1 Feld, ein Super-Motor steigt nur 1. Eine gerade Zahl hebt sich auf.</translation>
    </message>
    <message>
        <source>Average final space</source>
        <translation>Mittleres Endfeld</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back  (Esc)</source>
        <translation>Zurück  (Esc)</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Zurück (Esc)</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>Zurück zum Startbildschirm</translation>
    </message>
    <message>
        <source>Ballast</source>
        <translation>Ballast</translation>
    </message>
    <message>
        <source>Balloons on the Moon share the win; without one, the highest balloons share it.</source>
        <translation>Die Ballons auf dem Mond teilen sich den Sieg; ist keiner dort, teilen ihn die höchsten Ballons.</translation>
    </message>
    <message>
        <source>Balloons: 2 to 6, the Black Baron included</source>
        <translation>Ballons: 2 bis 6, der Schwarze Baron mitgezählt</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Black Baron</source>
        <translation>Schwarzer Baron</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Climbs 2 spaces, 1 in a storm; sleeping gas never stops it.</source>
        <translation>Steigt 2 Felder, im Sturm 1; Schlafgas hält ihn nie auf.</translation>
    </message>
    <message>
        <source>Colour of balloon {n}</source>
        <translation>Farbe von Ballon {n}</translation>
    </message>
    <message>
        <source>E</source>
        <comment>key of the super engine card</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>Each card is gone once played: a deck of 24 cards makes at most 24 rounds. A card already played is greyed out.</source>
        <translation>Jede Karte ist nach dem Ausspielen weg: 24 Karten ergeben höchstens 24 Runden. Eine schon gespielte Karte ist ausgegraut.</translation>
    </message>
    <message>
        <source>Engine</source>
        <comment>card button</comment>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Enter at least two players, or one and the Black Baron.</source>
        <translation>Trag mindestens zwei Spieler ein oder einen und den Schwarzen Baron.</translation>
    </message>
    <message>
        <source>Enter the same number again to deal the same cards.</source>
        <translation>Dieselbe Zahl noch einmal eingeben gibt dieselben Karten.</translation>
    </message>
    <message>
        <source>Every card is in: resolve the round.</source>
        <translation>Alle Karten sind eingegeben: Runde auswerten.</translation>
    </message>
    <message>
        <source>Everybody plays one card face down, and all are revealed together. Then enter each balloon&apos;s card: the app shows it only as entered until all are in.</source>
        <translation>Alle legen eine Karte verdeckt aus, dann werden alle gleichzeitig aufgedeckt. Gib danach die Karte jedes Ballons ein: Die App zeigt sie nur als eingegeben, bis alle da sind.</translation>
    </message>
    <message>
        <source>G</source>
        <comment>key of the sleeping gas card</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>Game {game} is over</source>
        <translation>Partie {game} ist vorbei</translation>
    </message>
    <message>
        <source>Game {game} is over after the last card: {names} flew highest and won.</source>
        <comment>one</comment>
        <translation>Partie {game} ist nach der letzten Karte vorbei: {names} flog am höchsten und gewinnt.</translation>
    </message>
    <message>
        <source>Game {game} is over after the last card: {names} flew highest and won.</source>
        <comment>several</comment>
        <translation>Partie {game} ist nach der letzten Karte vorbei: {names} flogen am höchsten und gewinnen.</translation>
    </message>
    <message>
        <source>Game {game} is over: {names} reached the Moon and won.</source>
        <comment>one</comment>
        <translation>Partie {game} ist vorbei: {names} erreichte den Mond und gewinnt.</translation>
    </message>
    <message>
        <source>Game {game} is over: {names} reached the Moon and won.</source>
        <comment>several</comment>
        <translation>Partie {game} ist vorbei: {names} erreichten den Mond und gewinnen.</translation>
    </message>
    <message>
        <source>Game {game} of a match to {target} points · {board}</source>
        <translation>Partie {game} eines Turniers bis {target} Punkte · {board}</translation>
    </message>
    <message>
        <source>Game {game} starts: every balloon on space {space}.</source>
        <translation>Partie {game} beginnt: Alle Ballons auf Feld {space}.</translation>
    </message>
    <message>
        <source>Game {game}: after the last card, {names} flew highest.</source>
        <comment>one</comment>
        <translation>Partie {game}: Nach der letzten Karte flog {names} am höchsten.</translation>
    </message>
    <message>
        <source>Game {game}: after the last card, {names} flew highest.</source>
        <comment>several</comment>
        <translation>Partie {game}: Nach der letzten Karte flogen {names} am höchsten.</translation>
    </message>
    <message>
        <source>Game {game}: {names} reached the Moon.</source>
        <comment>one</comment>
        <translation>Partie {game}: {names} erreichte den Mond.</translation>
    </message>
    <message>
        <source>Game {game}: {names} reached the Moon.</source>
        <comment>several</comment>
        <translation>Partie {game}: {names} erreichten den Mond.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Games played: {games}. Matches played: {matches}.</source>
        <translation>Gespielte Partien: {games}. Gespielte Turniere: {matches}.</translation>
    </message>
    <message>
        <source>Gas</source>
        <comment>card button</comment>
        <translation>Gas</translation>
    </message>
    <message>
        <source>Grappling hook</source>
        <translation>Enterhaken</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>H</source>
        <comment>key of the grappling hook card</comment>
        <translation>H</translation>
    </message>
    <message>
        <source>Hide the Baron&apos;s card</source>
        <translation>Karte des Barons verbergen</translation>
    </message>
    <message>
        <source>His card is the top card of his pile: the app draws it from the shuffle number shown at the start, or the players turn his real card and enter it.</source>
        <translation>Seine Karte ist die oberste seines Stapels: Die App zieht sie mit der zu Beginn gezeigten Mischnummer, oder die Spieler decken seine echte Karte auf und geben sie ein.</translation>
    </message>
    <message>
        <source>His next card: {card}</source>
        <translation>Seine nächste Karte: {card}</translation>
    </message>
    <message>
        <source>Hook</source>
        <comment>card button</comment>
        <translation>Haken</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Hausregel</translation>
    </message>
    <message>
        <source>Keys: 1 to 15 enter ballast (1 then 0 to 5 for 10 to 15), the letters on the buttons enter the other cards, Enter resolves, Escape skips the telling, Ctrl+Z undoes and Ctrl+Y redoes.</source>
        <translation>Tasten: 1 bis 15 geben Ballast ein (1 und dann 0 bis 5 für 10 bis 15), die Buchstaben auf den Knöpfen die anderen Karten, Eingabe wertet aus, Esc überspringt die Erzählung, Strg+Z macht rückgängig, Strg+Y wiederholt.</translation>
    </message>
    <message numerus="yes">
        <source>Longest chain of grappling hooks: %n hook(s).</source>
        <translation>
            <numerusform>Längste Kette von Enterhaken: %n Haken.</numerusform>
            <numerusform>Längste Kette von Enterhaken: %n Haken.</numerusform>
        </translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Montgolfière statistics</source>
        <translation>Montgolfière-Statistik</translation>
    </message>
    <message>
        <source>Montgolfière: rules help</source>
        <translation>Montgolfière: Spielregeln</translation>
    </message>
    <message>
        <source>Montgolfière: the rules in short</source>
        <translation>Montgolfière: die Regeln in Kürze</translation>
    </message>
    <message>
        <source>Moved its balloon</source>
        <translation>Ballon bewegt</translation>
    </message>
    <message>
        <source>N</source>
        <comment>key of the next game</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>Name of balloon {n}</source>
        <extracomment>The size of a radio button&apos;s or check box&apos;s mark, as on Blocky Mountains&apos; page.</extracomment>
        <translation>Name für Ballon {n}</translation>
    </message>
    <message>
        <source>New Montgolfière game</source>
        <translation>Neue Partie Montgolfière</translation>
    </message>
    <message>
        <source>New game
2-6 balloons</source>
        <translation>Neue Partie
2–6 Ballons</translation>
    </message>
    <message>
        <source>New match
to a target of points</source>
        <translation>Neues Turnier
bis zu einer Punktzahl</translation>
    </message>
    <message>
        <source>Next game (N)</source>
        <translation>Nächste Partie (N)</translation>
    </message>
    <message>
        <source>No balloon goes below space 1 or past the Moon.</source>
        <translation>Kein Ballon sinkt unter Feld 1 oder fliegt über den Mond hinaus.</translation>
    </message>
    <message>
        <source>No balloon moves.</source>
        <translation>Kein Ballon bewegt sich.</translation>
    </message>
    <message>
        <source>No card played yet.</source>
        <extracomment>What the strip and its tooltip were last made for. The strip as last drawn, what it was drawn for (size, ratio, palette, font and colour), and which of its cells were drawn as played.</extracomment>
        <translation>Noch keine Karte gespielt.</translation>
    </message>
    <message>
        <source>No hook is waiting for a choice now.</source>
        <translation>Gerade wartet kein Enterhaken auf eine Wahl.</translation>
    </message>
    <message>
        <source>No storm.</source>
        <translation>Kein Sturm.</translation>
    </message>
    <message>
        <source>Nobody has {target} points yet: the match goes on.</source>
        <translation>Noch niemand hat {target} Punkte: Das Turnier geht weiter.</translation>
    </message>
    <message>
        <source>Nobody is on the Baron&apos;s space ({space}), so nobody may look at his next card.</source>
        <translation>Niemand steht auf dem Feld des Barons ({space}), also darf niemand seine nächste Karte ansehen.</translation>
    </message>
    <message>
        <source>Nobody may peek at the Baron&apos;s card</source>
        <translation>Niemand darf die Karte des Barons ansehen</translation>
    </message>
    <message>
        <source>One player alone against the Black Baron is allowed.</source>
        <translation>Ein Spieler allein gegen den Schwarzen Baron ist erlaubt.</translation>
    </message>
    <message>
        <source>One storm: the round is stormy.</source>
        <translation>Ein Sturm: Die Runde ist stürmisch.</translation>
    </message>
    <message>
        <source>Only {names} look at the screen now.</source>
        <comment>several</comment>
        <translation>Nur {names} schauen jetzt auf den Bildschirm.</translation>
    </message>
    <message>
        <source>Only {names} looks at the screen now.</source>
        <comment>one</comment>
        <translation>Nur {names} schaut jetzt auf den Bildschirm.</translation>
    </message>
    <message>
        <source>P</source>
        <comment>key of the Baron&apos;s peek</comment>
        <extracomment>Pages of the action area.</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>Play a game of Montgolfière to see its figures here.</source>
        <translation>Spiel eine Partie Montgolfière, dann siehst du hier ihre Zahlen.</translation>
    </message>
    <message>
        <source>Play a match to</source>
        <translation>Ein Turnier spielen bis</translation>
    </message>
    <message>
        <source>Play again with the same players</source>
        <translation>Noch einmal mit denselben Spielern</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Played: {cards}</source>
        <translation>Gespielt: {cards}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Players on his space may look at his next card before the reveal (Peek): once a round.</source>
        <translation>Spieler auf seinem Feld dürfen vor dem Aufdecken seine nächste Karte ansehen (Ansehen): einmal pro Runde.</translation>
    </message>
    <message>
        <source>Points of game {game}: {points}. Match totals: {totals}.</source>
        <translation>Punkte der Partie {game}: {points}. Turniersummen: {totals}.</translation>
    </message>
    <message>
        <source>Race your balloon to the Moon.</source>
        <translation>Flieg mit deinem Ballon um die Wette zum Mond.</translation>
    </message>
    <message>
        <source>Ready! Press Start or Enter.</source>
        <translation>Fertig! Drück „Spiel starten“ oder Enter.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Resolve the round (Enter)</source>
        <extracomment>How long each sentence of a round stays before the next one comes. The sentences still to show of the round being told, and the glide after them. The Moon reached this round: revealed once its words are told. The round number the rows show, and while a round is told (before its moves are told) that round and the balloons&apos; spaces at its reveal, with how many sentences are still to be told before the moves. What a screen reader was last told comes now, and the round it was told in.</extracomment>
        <translation>Runde auswerten (Enter)</translation>
    </message>
    <message>
        <source>Resolve: the app takes the steps in this order.</source>
        <translation>Auswerten: Die App geht die Schritte in dieser Reihenfolge durch.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Runde {round} von {rounds}</translation>
    </message>
    <message>
        <source>Round {round}: {cards}.</source>
        <translation>Runde {round}: {cards}.</translation>
    </message>
    <message>
        <source>S</source>
        <comment>key of the storm card</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Show the Baron&apos;s card</source>
        <translation>Karte des Barons zeigen</translation>
    </message>
    <message>
        <source>Shuffle number of the Baron&apos;s pile</source>
        <translation>Mischnummer für den Stapel des Barons</translation>
    </message>
    <message>
        <source>Single game</source>
        <translation>Einzelne Partie</translation>
    </message>
    <message>
        <source>Skip (Esc)</source>
        <translation>Überspringen (Esc)</translation>
    </message>
    <message>
        <source>Sleeping gas</source>
        <translation>Schlafgas</translation>
    </message>
    <message>
        <source>Sleeping gas cancels every card played from the space just below, except a super engine. The highest gas acts first: a gas cancelled by a gas above does nothing.</source>
        <translation>Schlafgas hebt jede Karte auf, die vom Feld direkt darunter gespielt wird, außer einem Super-Motor. Das höchste Schlafgas wirkt zuerst: Ein von oben aufgehobenes Schlafgas bewirkt nichts.</translation>
    </message>
    <message>
        <source>Something happened that this version of the app cannot word.</source>
        <translation>Etwas ist geschehen, das diese Version der App nicht beschreiben kann.</translation>
    </message>
    <message>
        <source>Squadrons: players of balloons on the same space may show each other their hands.</source>
        <translation>Staffeln: Spieler, deren Ballons auf demselben Feld stehen, dürfen sich ihre Handkarten zeigen.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Partie beginnen</translation>
    </message>
    <message>
        <source>Start the game  (Enter)</source>
        <translation>Spiel starten  (Enter)</translation>
    </message>
    <message>
        <source>Still to enter: {names}.</source>
        <translation>Noch einzugeben: {names}.</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Sturm</translation>
    </message>
    <message>
        <source>Storm</source>
        <comment>card button</comment>
        <translation>Sturm</translation>
    </message>
    <message>
        <source>Super engine</source>
        <translation>Super-Motor</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
    <message>
        <source>The Baron&apos;s card can be looked at only before the reveal.</source>
        <translation>Die Karte des Barons darf nur vor dem Aufdecken angesehen werden.</translation>
    </message>
    <message>
        <source>The Baron&apos;s card of this round is turned already.</source>
        <translation>Die Karte des Barons ist in dieser Runde schon aufgedeckt.</translation>
    </message>
    <message>
        <source>The Baron&apos;s card was looked at</source>
        <translation>Die Karte des Barons wurde angesehen</translation>
    </message>
    <message>
        <source>The Baron&apos;s cards</source>
        <translation>Die Karten des Barons</translation>
    </message>
    <message>
        <source>The Baron&apos;s next card is shown already.</source>
        <translation>Die nächste Karte des Barons wird schon gezeigt.</translation>
    </message>
    <message numerus="yes">
        <source>The Baron&apos;s pile: %n card(s)</source>
        <translation>
            <numerusform>Stapel des Barons: %n Karte</numerusform>
            <numerusform>Stapel des Barons: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>The Black Baron</source>
        <translation>Der Schwarze Baron</translation>
    </message>
    <message>
        <source>The Black Baron does not fly in this game.</source>
        <translation>Der Schwarze Baron fliegt in dieser Partie nicht mit.</translation>
    </message>
    <message>
        <source>The Black Baron flies (his cards come from his own pile)</source>
        <translation>Der Schwarze Baron fliegt mit (seine Karten kommen von seinem Stapel)</translation>
    </message>
    <message>
        <source>The Black Baron flies the black balloon, so no player is black.</source>
        <translation>Der Schwarze Baron fliegt den schwarzen Ballon, also ist kein Spieler schwarz.</translation>
    </message>
    <message>
        <source>The Black Baron&apos;s card is the top card of his pile, not a player&apos;s choice.</source>
        <translation>Die Karte des Schwarzen Barons ist die oberste seines Stapels, keine Wahl eines Spielers.</translation>
    </message>
    <message>
        <source>The Black Baron&apos;s card: turn the top card of his pile and enter it.</source>
        <translation>Karte des Schwarzen Barons: oberste Karte seines Stapels aufdecken und eingeben.</translation>
    </message>
    <message>
        <source>The Black Baron&apos;s hook follows the move that takes him highest.</source>
        <translation>Der Enterhaken des Schwarzen Barons folgt der Bewegung, die ihn am höchsten bringt.</translation>
    </message>
    <message>
        <source>The English box has 15 spaces, the French box 12. The players choose.</source>
        <translation>Die englische Ausgabe hat 15 Felder, die französische 12. Die Spieler wählen.</translation>
    </message>
    <message>
        <source>The Moon</source>
        <extracomment>The sentences still to show of the round being told, and the glide after them. The Moon reached this round: revealed once its words are told. The round number the rows show, and while a round is told (before its moves are told) that round and the balloons&apos; spaces at its reveal, with how many sentences are still to be told before the moves.</extracomment>
        <translation>Der Mond</translation>
    </message>
    <message>
        <source>The Moon is reached: {names}!</source>
        <translation>Der Mond ist erreicht: {names}!</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <source>The app draws them; shuffle number:</source>
        <translation>Die App zieht sie; Mischnummer:</translation>
    </message>
    <message>
        <source>The app hides his card again as soon as a card is entered for a player who may not look, or the round is resolved. Peek again shows it again to the same players.</source>
        <translation>Die App verbirgt seine Karte wieder, sobald eine Karte für jemanden eingegeben wird, der sie nicht ansehen darf, oder die Runde ausgewertet wird. Noch einmal Ansehen zeigt sie denselben Spielern wieder.</translation>
    </message>
    <message>
        <source>The balloons move: {moves}.</source>
        <translation>Die Ballons fliegen: {moves}.</translation>
    </message>
    <message>
        <source>The board&apos;s ends</source>
        <translation>Die Enden des Spielplans</translation>
    </message>
    <message>
        <source>The cards of this round are entered already.</source>
        <translation>Die Karten dieser Runde sind schon eingegeben.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <source>The game ends after the round in which a balloon reaches the Moon, or after the 24th round.</source>
        <translation>Die Partie endet nach der Runde, in der ein Ballon den Mond erreicht, oder nach der 24. Runde.</translation>
    </message>
    <message>
        <source>The game is over after the last card: {names} flew highest and won.</source>
        <comment>one</comment>
        <translation>Die Partie ist nach der letzten Karte vorbei: {names} flog am höchsten und gewinnt.</translation>
    </message>
    <message>
        <source>The game is over after the last card: {names} flew highest and won.</source>
        <comment>several</comment>
        <translation>Die Partie ist nach der letzten Karte vorbei: {names} flogen am höchsten und gewinnen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>The game is over: {names} reached the Moon and won.</source>
        <comment>one</comment>
        <translation>Die Partie ist vorbei: {names} erreichte den Mond und gewinnt.</translation>
    </message>
    <message>
        <source>The game is over: {names} reached the Moon and won.</source>
        <comment>several</comment>
        <translation>Die Partie ist vorbei: {names} erreichten den Mond und gewinnen.</translation>
    </message>
    <message>
        <source>The heaviest ballast moves up 1 (down 1 in a storm); tied balloons all move. Balloons of one squadron (on the same space) playing the same weight add their number to it: three 7 kg count 10 each.</source>
        <translation>Der schwerste Ballast steigt 1 Feld (im Sturm sinkt er 1); bei Gleichstand bewegen sich alle. Ballons einer Staffel (auf demselben Feld) mit demselben Gewicht zählen ihre Anzahl dazu: drei 7 kg zählen je 10.</translation>
    </message>
    <message>
        <source>The match is over: {names} won with {points} points.</source>
        <comment>one</comment>
        <translation>Das Turnier ist vorbei: {names} gewinnt mit {points} Punkten.</translation>
    </message>
    <message>
        <source>The match is over: {names} won with {points} points.</source>
        <comment>several</comment>
        <translation>Das Turnier ist vorbei: {names} gewinnen mit je {points} Punkten.</translation>
    </message>
    <message>
        <source>The match to {target} points is over after {games} games.</source>
        <translation>Das Turnier bis {target} Punkte ist nach {games} Partien vorbei.</translation>
    </message>
    <message>
        <source>The next game starts only after a game of a match is over.</source>
        <translation>Die nächste Partie beginnt erst, wenn eine Partie des Turniers vorbei ist.</translation>
    </message>
    <message>
        <source>The round is being resolved: a hook&apos;s player chooses first.</source>
        <translation>Die Runde wird ausgewertet: Zuerst wählt der Spieler eines Enterhakens.</translation>
    </message>
    <message>
        <source>The round, step by step</source>
        <translation>Die Runde, Schritt für Schritt</translation>
    </message>
    <message>
        <source>The sleeping gas of {names}</source>
        <translation>Das Schlafgas von {names}</translation>
    </message>
    <message>
        <source>The sleeping gas of {names} finds nobody on space {space}: a discard.</source>
        <translation>Das Schlafgas von {names} trifft niemanden auf Feld {space}: abgeworfen.</translation>
    </message>
    <message>
        <source>There is no round to resolve now.</source>
        <translation>Gerade gibt es keine Runde auszuwerten.</translation>
    </message>
    <message>
        <source>They look at his real top card and put it back; nobody else looks.</source>
        <translation>Nur diese Spieler sehen sich seine echte oberste Karte an und legen sie zurück; sonst schaut niemand hin.</translation>
    </message>
    <message>
        <source>This game: the Moon is space {moon}.</source>
        <translation>Diese Partie: Der Mond ist Feld {moon}.</translation>
    </message>
    <message>
        <source>This hook can only follow a balloon on space {space}.</source>
        <translation>Dieser Enterhaken kann nur einem Ballon auf Feld {space} folgen.</translation>
    </message>
    <message>
        <source>We turn his real cards and enter them</source>
        <translation>Wir decken seine echten Karten auf und geben sie ein</translation>
    </message>
    <message>
        <source>When the balloons above would move differently, the hook&apos;s player chooses; a balloon that does not move may be chosen.</source>
        <translation>Würden sich die Ballons darüber verschieden bewegen, wählt der Spieler des Enterhakens; auch ein Ballon, der sich nicht bewegt, darf gewählt werden.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>With app draws the Baron&apos;s card is the top of his shuffled pile.</source>
        <translation>Wenn die App zieht, ist die Karte des Barons die oberste seines gemischten Stapels.</translation>
    </message>
    <message>
        <source>With app draws the app draws the Baron&apos;s card once every player&apos;s card is entered, or for a peek.</source>
        <translation>Wenn die App zieht, zieht sie die Karte des Barons, sobald die Karten aller Spieler eingegeben sind, oder wenn jemand sie ansehen darf.</translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation>Gewonnen von {names}</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>card entered</source>
        <translation>Karte eingegeben</translation>
    </message>
    <message numerus="yes">
        <source>down %n</source>
        <translation>
            <numerusform>%n Feld abwärts</numerusform>
            <numerusform>%n Felder abwärts</numerusform>
        </translation>
    </message>
    <message>
        <source>down 1 in the storm</source>
        <translation>im Sturm 1 Feld abwärts</translation>
    </message>
    <message>
        <source>grappling hook</source>
        <translation>Enterhaken</translation>
    </message>
    <message>
        <source>his card is turned</source>
        <translation>seine Karte ist aufgedeckt</translation>
    </message>
    <message>
        <source>his card is turned at the reveal</source>
        <translation>seine Karte kommt beim Aufdecken</translation>
    </message>
    <message>
        <source>his card: to enter</source>
        <translation>seine Karte: einzugeben</translation>
    </message>
    <message>
        <source>on the Moon</source>
        <extracomment>How wide the ring around the chosen balloon&apos;s row is.</extracomment>
        <translation>auf dem Mond</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>shuffle number {seed}</source>
        <translation>Mischnummer {seed}</translation>
    </message>
    <message>
        <source>sleeping gas</source>
        <translation>Schlafgas</translation>
    </message>
    <message>
        <source>space {space}</source>
        <translation>Feld {space}</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>bleibt</translation>
    </message>
    <message>
        <source>storm</source>
        <translation>Sturm</translation>
    </message>
    <message>
        <source>super engine</source>
        <translation>Super-Motor</translation>
    </message>
    <message>
        <source>the Black Baron</source>
        <comment>in a sentence, as its subject</comment>
        <translation>der Schwarze Baron</translation>
    </message>
    <message>
        <source>the Black Baron</source>
        <comment>in a sentence, after a word taking the dative</comment>
        <translation>dem Schwarzen Baron</translation>
    </message>
    <message>
        <source>the Black Baron</source>
        <comment>in a sentence, after a word taking the accusative</comment>
        <translation>den Schwarzen Baron</translation>
    </message>
    <message>
        <source>the super engine of {names} runs on</source>
        <translation>der Super-Motor von {names} läuft weiter</translation>
    </message>
    <message numerus="yes">
        <source>up %n</source>
        <translation>
            <numerusform>%n Feld aufwärts</numerusform>
            <numerusform>%n Felder aufwärts</numerusform>
        </translation>
    </message>
    <message>
        <source>up 1</source>
        <translation>1 Feld aufwärts</translation>
    </message>
    <message>
        <source>waiting for the card</source>
        <translation>Karte fehlt noch</translation>
    </message>
    <message>
        <source>{card} ({key}) ×{left}</source>
        <extracomment>What each button was last set to show: its text, enabled or not, its tooltip.</extracomment>
        <translation>{card} ({key}) ×{left}</translation>
    </message>
    <message>
        <source>{gas} cancels {cards}</source>
        <translation>{gas} hebt {cards} auf</translation>
    </message>
    <message>
        <source>{gas} cannot stop the super engine of {names}</source>
        <translation>{gas} kann den Super-Motor von {names} nicht aufhalten</translation>
    </message>
    <message>
        <source>{kg} kg</source>
        <translation>{kg} kg Ballast</translation>
    </message>
    <message>
        <source>{list} and {last}</source>
        <translation>{list} und {last}</translation>
    </message>
    <message>
        <source>{list} or {last}</source>
        <translation>{list} oder {last}</translation>
    </message>
    <message>
        <source>{names} ({move})</source>
        <translation>{names} ({move})</translation>
    </message>
    <message>
        <source>{names} may look at the Black Baron&apos;s next card (on his space {space}).</source>
        <comment>one</comment>
        <translation>{names} darf die nächste Karte des Schwarzen Barons ansehen (auf seinem Feld {space}).</translation>
    </message>
    <message>
        <source>{names} may look at the Black Baron&apos;s next card (on his space {space}).</source>
        <comment>several</comment>
        <translation>{names} dürfen die nächste Karte des Schwarzen Barons ansehen (auf seinem Feld {space}).</translation>
    </message>
    <message>
        <source>{names} may peek at the Baron&apos;s card (P)</source>
        <comment>one</comment>
        <translation>{names} darf die Karte des Barons ansehen (A)</translation>
    </message>
    <message>
        <source>{names} may peek at the Baron&apos;s card (P)</source>
        <comment>several</comment>
        <translation>{names} dürfen die Karte des Barons ansehen (A)</translation>
    </message>
    <message>
        <source>{names} play {kg} kg on space {space}: each counts {counts} in a squadron of {size}.</source>
        <translation>{names} spielen {kg} kg Ballast auf Feld {space}: Jede zählt {counts} in einer Staffel von {size}.</translation>
    </message>
    <message>
        <source>{names} reached the Moon.</source>
        <comment>one</comment>
        <translation>{names} erreichte den Mond.</translation>
    </message>
    <message>
        <source>{names} reached the Moon.</source>
        <comment>several</comment>
        <translation>{names} erreichten den Mond.</translation>
    </message>
    <message>
        <source>{name} cannot go below space 1.</source>
        <translation>{name} kann nicht unter Feld 1 sinken.</translation>
    </message>
    <message>
        <source>{name} chooses to follow {target}, who does not move.</source>
        <translation>{name} folgt nach Wahl {target}: keine Bewegung.</translation>
    </message>
    <message>
        <source>{name} chooses to follow {target}: {move}.</source>
        <translation>{name} folgt nach Wahl {target}: {move}.</translation>
    </message>
    <message>
        <source>{name} chooses whom the grappling hook follows: {options}.</source>
        <translation>{name} wählt, wem der Enterhaken folgt: {options}.</translation>
    </message>
    <message>
        <source>{name} has played all 4 grappling hooks.</source>
        <translation>{name} hat alle 4 Enterhaken gespielt.</translation>
    </message>
    <message>
        <source>{name} has played both sleeping gas cards.</source>
        <translation>{name} hat beide Schlafgas-Karten gespielt.</translation>
    </message>
    <message>
        <source>{name} has played both storms already.</source>
        <translation>{name} hat beide Stürme schon gespielt.</translation>
    </message>
    <message>
        <source>{name} has played the super engine already.</source>
        <translation>{name} hat den Super-Motor schon gespielt.</translation>
    </message>
    <message>
        <source>{name} has played the {kg} kg ballast.</source>
        <translation>{name} hat den Ballast von {kg} kg schon gespielt.</translation>
    </message>
    <message>
        <source>{name} stops on the Moon.</source>
        <translation>{name} hält auf dem Mond.</translation>
    </message>
    <message>
        <source>{name} wins the match!</source>
        <translation>{name} gewinnt das Turnier!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
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
        <translation>Die Karte von {name} ist eingegeben.</translation>
    </message>
    <message>
        <source>{name}&apos;s card of this round is entered already; undo it to change it.</source>
        <translation>Die Karte von {name} ist in dieser Runde schon eingegeben; zum Ändern rückgängig machen.</translation>
    </message>
    <message>
        <source>{name}&apos;s card:</source>
        <translation>Karte von {name}:</translation>
    </message>
    <message>
        <source>{name}&apos;s grappling hook finds nobody on space {space}.</source>
        <translation>Der Enterhaken von {name} findet niemanden auf Feld {space}.</translation>
    </message>
    <message>
        <source>{name}&apos;s grappling hook follows {target}, who does not move.</source>
        <translation>Der Enterhaken von {name} folgt {target}: keine Bewegung.</translation>
    </message>
    <message>
        <source>{name}&apos;s grappling hook follows {target}: {move}.</source>
        <translation>Der Enterhaken von {name} folgt {target}: {move}.</translation>
    </message>
    <message>
        <source>{name}&apos;s hook chooses now.</source>
        <translation>Jetzt wählt der Enterhaken von {name}.</translation>
    </message>
    <message>
        <source>{name}&apos;s sleeping gas</source>
        <translation>Das Schlafgas von {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s sleeping gas finds nobody on space {space}: a discard.</source>
        <translation>Das Schlafgas von {name} trifft niemanden auf Feld {space}: abgeworfen.</translation>
    </message>
    <message>
        <source>{name}&apos;s super engine climbs only 1 in the storm.</source>
        <translation>Der Super-Motor von {name} steigt im Sturm nur 1 Feld.</translation>
    </message>
    <message>
        <source>{name}&apos;s super engine climbs {delta}.</source>
        <translation>Der Super-Motor von {name} steigt {delta} Felder.</translation>
    </message>
    <message>
        <source>{name}&apos;s {card}</source>
        <translation>{card} von {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s {kg} kg counts {counts} in a squadron of {size} and shares the win</source>
        <translation>Die {kg} kg Ballast von {name} zählen {counts} in einer Staffel von {size} und teilen den Sieg</translation>
    </message>
    <message>
        <source>{name}&apos;s {kg} kg counts {counts} in a squadron of {size} and wins</source>
        <translation>Die {kg} kg Ballast von {name} zählen {counts} in einer Staffel von {size} und gewinnen</translation>
    </message>
    <message>
        <source>{name}&apos;s {kg} kg is the heaviest ballast and wins</source>
        <translation>Die {kg} kg von {name} sind der schwerste Ballast und gewinnen</translation>
    </message>
    <message>
        <source>{name}&apos;s {kg} kg ties for the heaviest ballast</source>
        <translation>Die {kg} kg von {name} sind gleichauf schwerster Ballast</translation>
    </message>
    <message>
        <source>{name}, whom does your grappling hook follow?</source>
        <translation>{name}, wem folgt dein Enterhaken?</translation>
    </message>
    <message>
        <source>{name}: space {space}</source>
        <translation>{name}: Feld {space}</translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <source>{name}: {total} points (this game {points})</source>
        <translation>{name}: {total} Punkte (diese Partie {points})</translation>
    </message>
    <message>
        <source>{number}. {names}: {move}</source>
        <translation>{number}. {names}: {move}</translation>
    </message>
    <message>
        <source>{spaces}-space board</source>
        <translation>Spielplan mit {spaces} Feldern</translation>
    </message>
    <message>
        <source>{text}: {where}.</source>
        <translation>{text}: {where}.</translation>
    </message>
</context>
<context>
    <name>MontgolfiereController</name>
    <message>
        <source>That cannot be taken back now.</source>
        <translation>Das kann jetzt nicht zurückgenommen werden.</translation>
    </message>
    <message>
        <source>That could not be saved: {0}</source>
        <translation>Das konnte nicht gespeichert werden: {0}</translation>
    </message>
    <message>
        <source>The move could not be saved, so it was not made: {0}</source>
        <extracomment>What one action did (a tuple of events), emitted before ``state_changed``. Undo or redo replaced the state: views show it as it is, without a replay.</extracomment>
        <translation>Der Zug konnte nicht gespeichert werden und wurde daher nicht gemacht: {0}</translation>
    </message>
</context>
<context>
    <name>NameBox</name>
    <message>
        <source>Pick a player or type a name</source>
        <translation>Spieler wählen oder Namen eintippen</translation>
    </message>
    <message>
        <source>Type a name</source>
        <translation>Namen eintippen</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>A practice plan: the cards you need most</source>
        <translation>Ein Übungsplan: die Karten, die du am meisten brauchst</translation>
    </message>
    <message>
        <source>Advanced (no squirrels)</source>
        <translation>Profis (ohne Eichhörnchen)</translation>
    </message>
    <message>
        <source>Adventurers, in seat order (2 to 7)</source>
        <translation>Abenteurer in Sitzreihenfolge (2 bis 7)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back  (Esc)</source>
        <translation>Zurück  (Esc)</translation>
    </message>
    <message>
        <source>Beginners (one squirrel per adventurer)</source>
        <translation>Anfänger (ein Eichhörnchen pro Abenteurer)</translation>
    </message>
    <message>
        <source>Cards and owl tiles</source>
        <translation>Karten und Eulenkärtchen</translation>
    </message>
    <message>
        <source>Give every chosen colour a name.</source>
        <translation>Gib jeder gewählten Farbe einen Namen.</translation>
    </message>
    <message>
        <source>Give every chosen seat a name.</source>
        <translation>Gib jedem gewählten Platz einen Namen.</translation>
    </message>
    <message>
        <source>Level and start</source>
        <translation>Stufe und Start</translation>
    </message>
    <message>
        <source>Name in seat {0}</source>
        <translation>Name auf Platz {0}</translation>
    </message>
    <message>
        <source>Name of player {0}</source>
        <translation>Name von Spieler {0}</translation>
    </message>
    <message>
        <source>Name of the player</source>
        <translation>Name des Spielers</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>New race game</source>
        <translation>Neuer Wettlauf</translation>
    </message>
    <message>
        <source>New solo training</source>
        <translation>Neues Solo-Training</translation>
    </message>
    <message>
        <source>New team game</source>
        <translation>Neues Teamspiel</translation>
    </message>
    <message>
        <source>Pile A (easy)</source>
        <translation>Stapel A (leicht)</translation>
    </message>
    <message>
        <source>Pile B (moderate)</source>
        <translation>Stapel B (mittel)</translation>
    </message>
    <message>
        <source>Pile C (difficult)</source>
        <translation>Stapel C (schwer)</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Where a team game may start, in climbing order. Sizes of the page&apos;s choices, in pixels: a child at the table hits them from a chair.</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Players, in turn order (1 to 4)</source>
        <translation>Spieler in Zugreihenfolge (1 bis 4)</translation>
    </message>
    <message>
        <source>Ready! Press Start or Enter.</source>
        <translation>Fertig! Drück „Spiel starten“ oder Enter.</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Platz {0}</translation>
    </message>
    <message>
        <source>Shuffle number</source>
        <translation>Mischnummer</translation>
    </message>
    <message>
        <source>Shuffle number (enter one to replay a deal):</source>
        <translation>Mischnummer (gib eine ein, um eine Verteilung nachzuspielen):</translation>
    </message>
    <message>
        <source>Start at intermediate destination A</source>
        <translation>Start bei Zwischenziel A</translation>
    </message>
    <message>
        <source>Start at intermediate destination B</source>
        <translation>Start bei Zwischenziel B</translation>
    </message>
    <message>
        <source>Start at the campground</source>
        <translation>Start auf dem Zeltplatz</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Start the game  (Enter)</source>
        <translation>Spiel starten  (Enter)</translation>
    </message>
    <message>
        <source>The app shuffles and draws them</source>
        <translation>Die App mischt und zieht sie</translation>
    </message>
    <message>
        <source>The full climb: A, then B, then C</source>
        <translation>Der ganze Aufstieg: A, dann B, dann C</translation>
    </message>
    <message>
        <source>This team reached intermediate destination {1} on {0}. As the rulebook suggests, a later game may start there: it starts there now. Choose the campground to climb from the beginning.</source>
        <translation>Dieses Team hat am {0} das Zwischenziel {1} erreicht. Wie die Spielregel vorschlägt, darf ein späteres Spiel dort beginnen: Dieses Spiel startet dort. Wähl den Zeltplatz, um von vorn zu klettern.</translation>
    </message>
    <message>
        <source>This team reached the peak on {0}. As the rulebook suggests, a later game may start at intermediate destination B: it starts there now. Choose the campground to climb from the beginning.</source>
        <translation>Dieses Team hat am {0} den Gipfel erreicht. Wie die Spielregel vorschlägt, darf ein späteres Spiel beim Zwischenziel B beginnen: Dieses Spiel startet dort. Wähl den Zeltplatz, um von vorn zu klettern.</translation>
    </message>
    <message>
        <source>Tick at least one colour to play.</source>
        <translation>Kreuze mindestens eine Farbe an.</translation>
    </message>
    <message>
        <source>Type your name, or pick it from the list.</source>
        <translation>Tipp deinen Namen ein oder wähl ihn aus der Liste.</translation>
    </message>
    <message>
        <source>Type your name.</source>
        <translation>Tipp deinen Namen ein.</translation>
    </message>
    <message>
        <source>We use the real cards and tiles and tell the app what turns up</source>
        <translation>Wir benutzen die echten Karten und Kärtchen und sagen der App, was aufgedeckt wird</translation>
    </message>
    <message>
        <source>What to train</source>
        <translation>Was trainieren?</translation>
    </message>
    <message>
        <source>Where the team starts</source>
        <translation>Wo das Team startet</translation>
    </message>
    <message>
        <source>Who trains?</source>
        <translation>Wer trainiert?</translation>
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
        <translation>auf dem Zeltplatz</translation>
    </message>
    <message>
        <source>at the peak</source>
        <translation>auf dem Gipfel</translation>
    </message>
    <message>
        <source>campground</source>
        <translation>Zeltplatz</translation>
    </message>
    <message>
        <source>on intermediate destination {pile} (space {n})</source>
        <translation>auf Zwischenziel {pile} (Feld {n})</translation>
    </message>
    <message>
        <source>on space {n}</source>
        <translation>auf Feld {n}</translation>
    </message>
    <message>
        <source>on space {n} (a backpack space)</source>
        <translation>auf Feld {n} (ein Rucksackfeld)</translation>
    </message>
    <message>
        <source>on space {n} (a compass space)</source>
        <translation>auf Feld {n} (ein Kompassfeld)</translation>
    </message>
    <message>
        <source>on space {n} (a fox space)</source>
        <translation>auf Feld {n} (ein Fuchsfeld)</translation>
    </message>
    <message>
        <source>on the arrow space</source>
        <translation>auf dem Pfeilfeld</translation>
    </message>
    <message>
        <source>on the peak</source>
        <translation>auf dem Gipfel</translation>
    </message>
    <message>
        <source>on the peak C</source>
        <translation>auf dem Gipfel C</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>Gipfel</translation>
    </message>
    <message>
        <source>space {n}</source>
        <translation>Feld {n}</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Cards played before, built first go: {now} of {n}; last time {before}</source>
        <translation>Beim ersten Versuch gebaut: {now} der {n} schon gespielten Karten, letztes Mal {before}</translation>
    </message>
    <message numerus="yes">
        <source>Practice plan: %n card(s)</source>
        <translation>
            <numerusform>Übungsplan: %n Karte</numerusform>
            <numerusform>Übungsplan: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Since last time: %n card(s) better</source>
        <translation>
            <numerusform>Seit dem letzten Mal: %n Karte besser</numerusform>
            <numerusform>Seit dem letzten Mal: %n Karten besser</numerusform>
        </translation>
    </message>
    <message>
        <source>Since last time: no card better yet</source>
        <translation>Seit dem letzten Mal: noch keine Karte besser</translation>
    </message>
    <message>
        <source>failed last time</source>
        <translation>letztes Mal nicht geschafft</translation>
    </message>
    <message>
        <source>failed last time: about {chance} first go</source>
        <translation>letztes Mal nicht geschafft: etwa {chance} beim ersten Versuch</translation>
    </message>
    <message>
        <source>mastered once so far</source>
        <translation>erst einmal geschafft</translation>
    </message>
    <message>
        <source>mastered once so far: about {chance} first go</source>
        <translation>erst einmal geschafft: etwa {chance} beim ersten Versuch</translation>
    </message>
    <message>
        <source>mastered: check it again</source>
        <translation>geschafft: wieder prüfen</translation>
    </message>
    <message>
        <source>mastered: extra practice</source>
        <translation>geschafft: noch mehr Übung</translation>
    </message>
    <message>
        <source>new card</source>
        <translation>neue Karte</translation>
    </message>
    <message>
        <source>new card, likely hard: about {chance} first go</source>
        <translation>neue Karte, wohl schwer: etwa {chance} beim ersten Versuch</translation>
    </message>
    <message>
        <source>new card: about {chance} first go</source>
        <translation>neue Karte: etwa {chance} beim ersten Versuch</translation>
    </message>
    <message>
        <source>{card}: mastered again (failed last time)</source>
        <translation>{card}: wieder geschafft (letztes Mal nicht)</translation>
    </message>
    <message>
        <source>{card}: mastered again, as last time</source>
        <translation>{card}: wieder geschafft, wie letztes Mal</translation>
    </message>
    <message>
        <source>{card}: mastered for the first time</source>
        <translation>{card}: zum ersten Mal geschafft</translation>
    </message>
    <message>
        <source>{card}: mastered with fewer attempts ({now}, last time {before})</source>
        <translation>{card}: mit weniger Versuchen geschafft ({now}, letztes Mal {before})</translation>
    </message>
    <message>
        <source>{card}: new, and mastered</source>
        <translation>{card}: neu, und geschafft</translation>
    </message>
    <message>
        <source>{card}: new, not mastered yet</source>
        <translation>{card}: neu, noch nicht geschafft</translation>
    </message>
    <message>
        <source>{card}: not mastered this time (mastered last time)</source>
        <translation>{card}: diesmal nicht geschafft (letztes Mal schon)</translation>
    </message>
    <message>
        <source>{card}: not mastered yet, keep at it</source>
        <translation>{card}: noch nicht geschafft, bleib dran</translation>
    </message>
    <message>
        <source>{played} of {cards} played</source>
        <translation>{played} von {cards} gespielt</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Files of type:</source>
        <translation>Dateityp:</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Suchen in:</translation>
    </message>
</context>
<context>
    <name>Quitting</name>
    <message>
        <source>Close now</source>
        <translation>Jetzt schließen</translation>
    </message>
    <message>
        <source>Every move you played is already saved. The app is finishing today&apos;s copy of your games or putting your games file in order, and closes by itself.</source>
        <translation>Jeder Zug, den du gespielt hast, ist schon gespeichert. Die App macht gerade die heutige Kopie deiner Spiele fertig oder bringt deine Spieldatei in Ordnung und schließt sich von selbst.</translation>
    </message>
    <message>
        <source>Still saving your games…</source>
        <translation>Deine Spiele werden noch gespeichert …</translation>
    </message>
</context>
<context>
    <name>RaceTab</name>
    <message>
        <source>Compass spaces</source>
        <translation>Kompassfelder</translation>
    </message>
    <message>
        <source>Compass spaces (a route change there is free): click them</source>
        <translation>Kompassfelder (dort ist ein Routenwechsel gratis): klicke sie an</translation>
    </message>
    <message>
        <source>From space</source>
        <translation>Von Feld</translation>
    </message>
    <message>
        <source>Route change to {0}</source>
        <translation>Routenwechsel zu {0}</translation>
    </message>
    <message>
        <source>Shortcut {0} costs</source>
        <translation>Abkürzung {0} kostet</translation>
    </message>
    <message>
        <source>Shortcut {0} ends on space</source>
        <translation>Abkürzung {0} endet auf Feld</translation>
    </message>
    <message>
        <source>Shortcut {0} starts on space</source>
        <translation>Abkürzung {0} beginnt auf Feld</translation>
    </message>
    <message>
        <source>Shortcuts (dotted lines from the backpack spaces)</source>
        <translation>Abkürzungen (gepunktete Linien ab den Rucksackfeldern)</translation>
    </message>
    <message>
        <source>Squirrels</source>
        <translation>Eichhörnchen</translation>
    </message>
    <message>
        <source>Squirrels for a route change</source>
        <translation>Eichhörnchen für einen Routenwechsel</translation>
    </message>
    <message>
        <source>To space</source>
        <translation>Bis Feld</translation>
    </message>
    <message>
        <source>to {0}:</source>
        <translation>zu {0}:</translation>
    </message>
</context>
<context>
    <name>Reveals</name>
    <message>
        <source>Destination</source>
        <translation>Zwischenziel</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Fuchs</translation>
    </message>
    <message>
        <source>Last card of pile {pile}</source>
        <translation>Letzte Karte von Stapel {pile}</translation>
    </message>
    <message>
        <source>Owl tile</source>
        <translation>Eulenkärtchen</translation>
    </message>
    <message>
        <source>Owl tile {value}: {who} moves back {n}.</source>
        <translation>Eulenkärtchen {value}: {who} geht {n} zurück.</translation>
    </message>
    <message>
        <source>Owl tile {value}: {who} moves forward {n}.</source>
        <translation>Eulenkärtchen {value}: {who} geht {n} vor.</translation>
    </message>
    <message>
        <source>Owl tile {value}: {who} stays at the campground.</source>
        <translation>Eulenkärtchen {value}: {who} bleibt auf dem Zeltplatz.</translation>
    </message>
    <message>
        <source>Owl tile {value}: {who} stays on space {n}.</source>
        <translation>Eulenkärtchen {value}: {who} bleibt auf Feld {n}.</translation>
    </message>
    <message>
        <source>The last card of pile {pile}: {card}.</source>
        <translation>Die letzte Karte von Stapel {pile}: „{card}“.</translation>
    </message>
    <message>
        <source>The peak</source>
        <translation>Der Gipfel</translation>
    </message>
    <message>
        <source>The team</source>
        <translation>Das Team</translation>
    </message>
    <message>
        <source>The team fed the fox: forward from space {start} to {end}.</source>
        <translation>Das Team hat den Fuchs gefüttert: vor von Feld {start} auf {end}.</translation>
    </message>
    <message>
        <source>The team reached destination {pile}!</source>
        <translation>Das Team hat Zwischenziel {pile} erreicht!</translation>
    </message>
    <message>
        <source>The team reached the peak!</source>
        <translation>Das Team hat den Gipfel erreicht!</translation>
    </message>
    <message>
        <source>{who} reached the peak!</source>
        <translation>{who} hat den Gipfel erreicht!</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source> (difficult)</source>
        <translation> (schwierig)</translation>
    </message>
    <message numerus="yes">
        <source>%n squirrel(s)</source>
        <translation>
            <numerusform>%n Eichhörnchen</numerusform>
            <numerusform>%n Eichhörnchen</numerusform>
        </translation>
    </message>
    <message>
        <source>(The frolicking area had only that many left.)</source>
        <translation>(Auf dem Tummelplatz waren nur noch so viele übrig.)</translation>
    </message>
    <message>
        <source>1 gray block</source>
        <translation>1 grauer Block</translation>
    </message>
    <message>
        <source>2 gray blocks</source>
        <translation>2 graue Blöcke</translation>
    </message>
    <message>
        <source>3 gray blocks</source>
        <translation>3 graue Blöcke</translation>
    </message>
    <message>
        <source>4 gray blocks</source>
        <translation>4 graue Blöcke</translation>
    </message>
    <message>
        <source>5 gray blocks</source>
        <translation>5 graue Blöcke</translation>
    </message>
    <message>
        <source>6 gray blocks</source>
        <translation>6 graue Blöcke</translation>
    </message>
    <message>
        <source>7 gray blocks</source>
        <translation>7 graue Blöcke</translation>
    </message>
    <message>
        <source>8 gray blocks</source>
        <translation>8 graue Blöcke</translation>
    </message>
    <message>
        <source>A route is built: take it, or change route (which may cost squirrels).</source>
        <translation>Eine Route ist gebaut: Nimm sie oder wechsle die Route (das kann Eichhörnchen kosten).</translation>
    </message>
    <message>
        <source>A second adventurer is already chosen.</source>
        <translation>Ein zweiter Abenteurer ist schon gewählt.</translation>
    </message>
    <message>
        <source>A shortcut can only be taken at the start of a turn, before anything else.</source>
        <translation>Eine Abkürzung geht nur am Anfang des Zuges, vor allem anderen.</translation>
    </message>
    <message>
        <source>Accept the failure</source>
        <translation>Kein Versuch mehr</translation>
    </message>
    <message>
        <source>Another attempt: 1 squirrel ({left} left)</source>
        <translation>Noch ein Versuch: 1 Eichhörnchen (noch {left})</translation>
    </message>
    <message>
        <source>Bear&apos;s Den</source>
        <translation>Bärenhöhle</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Boulder</source>
        <translation>Felsbrocken</translation>
    </message>
    <message>
        <source>Build the treetop one block higher.</source>
        <translation>Baue den Baumwipfel einen Block höher.</translation>
    </message>
    <message>
        <source>Carry the trapper over the boulder too.</source>
        <translation>Bring auch den Trapper über den Felsbrocken.</translation>
    </message>
    <message>
        <source>Change figures one time more.</source>
        <translation>Wechsle die Figuren noch einmal mehr.</translation>
    </message>
    <message>
        <source>Change to route {pile}: free from the compass space</source>
        <translation>Zu Route {pile} wechseln: gratis vom Kompassfeld</translation>
    </message>
    <message>
        <source>Change to route {pile}: {cost}</source>
        <translation>Zu Route {pile} wechseln: {cost}</translation>
    </message>
    <message>
        <source>Chimney</source>
        <translation>Kamin</translation>
    </message>
    <message>
        <source>Cliff</source>
        <translation>Klippe</translation>
    </message>
    <message>
        <source>Climb one rung higher.</source>
        <translation>Klettere eine Sprosse höher.</translation>
    </message>
    <message>
        <source>Climb the wall without resting.</source>
        <translation>Klettere ohne Pause die Wand hinauf.</translation>
    </message>
    <message>
        <source>Climbing Ladder</source>
        <translation>Kletterleiter</translation>
    </message>
    <message>
        <source>Climbing Path</source>
        <translation>Kletterpfad</translation>
    </message>
    <message>
        <source>Cross the waterfall with both figures hooked up.</source>
        <translation>Überquere den Wasserfall mit beiden Figuren eingehängt.</translation>
    </message>
    <message>
        <source>Difficult Path</source>
        <translation>Schwieriger Pfad</translation>
    </message>
    <message>
        <source>Difficult route: one attempt, +{reward}</source>
        <translation>Schwierige Route: ein Versuch, +{reward}</translation>
    </message>
    <message>
        <source>Eagle&apos;s Nest</source>
        <translation>Adlerhorst</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Nicht geschafft</translation>
    </message>
    <message>
        <source>Feed the fox: 1 squirrel, move 1 space forward now</source>
        <translation>Fuchs füttern: 1 Eichhörnchen, sofort 1 Feld vor</translation>
    </message>
    <message>
        <source>First choose the normal or the difficult route.</source>
        <translation>Wähle zuerst die normale oder die schwierige Route.</translation>
    </message>
    <message>
        <source>First choose which owl tile to turn over.</source>
        <translation>Wähle zuerst, welches Eulenkärtchen du aufdeckst.</translation>
    </message>
    <message>
        <source>First decide: another attempt, or accept the failure.</source>
        <translation>Entscheide zuerst: noch ein Versuch oder keiner mehr.</translation>
    </message>
    <message>
        <source>First enter the route card that turned up from pile {pile}.</source>
        <translation>Gib zuerst die Routenkarte ein, die von Stapel {pile} aufgedeckt wurde.</translation>
    </message>
    <message>
        <source>First enter what the owl tile shows.</source>
        <translation>Gib zuerst ein, was das Eulenkärtchen zeigt.</translation>
    </message>
    <message>
        <source>Flipped owl {value}: back {n}.</source>
        <translation>Eule {value} aufgedeckt: {n} zurück.</translation>
    </message>
    <message>
        <source>Flipped owl {value}: forward {n}.</source>
        <translation>Eule {value} aufgedeckt: {n} vor.</translation>
    </message>
    <message>
        <source>Follow one more bend.</source>
        <translation>Folge einer Kurve mehr.</translation>
    </message>
    <message>
        <source>Foxes live only on the team map.</source>
        <translation>Füchse gibt es nur auf dem Plan für das Teamspiel.</translation>
    </message>
    <message>
        <source>Glacier</source>
        <translation>Gletscher</translation>
    </message>
    <message>
        <source>Gorge</source>
        <translation>Schlucht</translation>
    </message>
    <message>
        <source>Ice Bridge</source>
        <translation>Eisbrücke</translation>
    </message>
    <message>
        <source>Ice Crevice</source>
        <translation>Eisspalte</translation>
    </message>
    <message>
        <source>Ice Curve</source>
        <translation>Eiskurve</translation>
    </message>
    <message>
        <source>It is the last card of pile {pile}!</source>
        <translation>Das ist die letzte Karte von Stapel {pile}!</translation>
    </message>
    <message>
        <source>Let the grizzly wait on the cliff edge.</source>
        <translation>Lass den Grizzly an der Klippenkante warten.</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>Geschafft</translation>
    </message>
    <message>
        <source>Narrow Pass</source>
        <translation>Enger Pass</translation>
    </message>
    <message>
        <source>Narrow Point</source>
        <translation>Engstelle</translation>
    </message>
    <message>
        <source>No face-down owl tile can show {advance}/{back}; the tiles not seen yet show {left}.</source>
        <translation>Kein verdecktes Eulenkärtchen kann {advance}/{back} zeigen; die noch nicht gesehenen zeigen {left}.</translation>
    </message>
    <message>
        <source>No owl tile is being turned over now.</source>
        <translation>Gerade wird kein Eulenkärtchen aufgedeckt.</translation>
    </message>
    <message>
        <source>No owl tile is to be chosen now.</source>
        <translation>Gerade ist kein Eulenkärtchen zu wählen.</translation>
    </message>
    <message>
        <source>No owl tile not seen yet shows {value}; the tile under pile {pile} can only show {left}.</source>
        <translation>Kein noch nicht gesehenes Eulenkärtchen zeigt {value}; das Kärtchen unter Stapel {pile} kann nur {left} zeigen.</translation>
    </message>
    <message>
        <source>No route card is being turned over now.</source>
        <translation>Gerade wird keine Routenkarte aufgedeckt.</translation>
    </message>
    <message>
        <source>No route is built yet, so there is nothing to change: choose a pile for free.</source>
        <translation>Noch ist keine Route gebaut, also gibt es nichts zu wechseln: Wähle gratis einen Stapel.</translation>
    </message>
    <message>
        <source>No route is built yet: choose a pile.</source>
        <translation>Noch ist keine Route gebaut: Wähle einen Stapel.</translation>
    </message>
    <message>
        <source>No shortcut: turn over the next card</source>
        <translation>Keine Abkürzung: nächste Karte aufdecken</translation>
    </message>
    <message>
        <source>Normal or difficult is chosen before the first attempt.</source>
        <translation>Normal oder schwierig wird vor dem ersten Versuch gewählt.</translation>
    </message>
    <message>
        <source>Normal route</source>
        <translation>Normale Route</translation>
    </message>
    <message>
        <source>Only a route with 2 rods can be shared by two adventurers.</source>
        <translation>Nur eine Route mit 2 Stäben können sich zwei Abenteurer teilen.</translation>
    </message>
    <message>
        <source>Only in the team variant can two adventurers share a route.</source>
        <translation>Nur im Teamspiel können sich zwei Abenteurer eine Route teilen.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Overhang</source>
        <translation>Überhang</translation>
    </message>
    <message>
        <source>Owl tile {value}</source>
        <translation>Eulenkärtchen {value}</translation>
    </message>
    <message>
        <source>Owl tiles are used only in the race game.</source>
        <translation>Eulenkärtchen gibt es nur im Wettlauf.</translation>
    </message>
    <message>
        <source>Pass the window with the grizzly as well.</source>
        <translation>Bring auch den Grizzly durch das Fenster.</translation>
    </message>
    <message>
        <source>Pile {pile} has no cards left.</source>
        <translation>Stapel {pile} hat keine Karten mehr.</translation>
    </message>
    <message>
        <source>Pinnacles</source>
        <translation>Felsnadeln</translation>
    </message>
    <message>
        <source>Push the provisions through without touching the walls.</source>
        <translation>Schieb den Proviant hindurch, ohne die Wände zu berühren.</translation>
    </message>
    <message>
        <source>Reach the nest from the far side.</source>
        <translation>Erreiche das Nest von der anderen Seite.</translation>
    </message>
    <message>
        <source>Ridge Walk</source>
        <translation>Gratwanderung</translation>
    </message>
    <message>
        <source>Rock Crevice</source>
        <translation>Felsspalte</translation>
    </message>
    <message>
        <source>Rock Wall</source>
        <translation>Felswand</translation>
    </message>
    <message>
        <source>Route card {card} (route {pile}) turned up.</source>
        <translation>Routenkarte „{card}“ (Route {pile}) wurde aufgedeckt.</translation>
    </message>
    <message>
        <source>Shaft</source>
        <translation>Schacht</translation>
    </message>
    <message>
        <source>Shelter</source>
        <translation>Unterschlupf</translation>
    </message>
    <message>
        <source>Snake Path</source>
        <translation>Schlangenpfad</translation>
    </message>
    <message>
        <source>Solo training has no route map, so no shortcuts.</source>
        <translation>Das Solo-Training hat keinen Routenplan, also keine Abkürzungen.</translation>
    </message>
    <message>
        <source>Steep Slope</source>
        <translation>Steilhang</translation>
    </message>
    <message>
        <source>Stone Gate</source>
        <translation>Steintor</translation>
    </message>
    <message>
        <source>Stone Window</source>
        <translation>Steinfenster</translation>
    </message>
    <message>
        <source>Swing through the chimney twice.</source>
        <translation>Schwing zweimal durch den Kamin.</translation>
    </message>
    <message>
        <source>Take the built route: {card}</source>
        <translation>Gebaute Route nehmen: „{card}“</translation>
    </message>
    <message>
        <source>Take the major shortcut to space {end}: {cost}</source>
        <translation>Große Abkürzung bis Feld {end}: {cost}</translation>
    </message>
    <message>
        <source>Take the shortcut to {end}: {cost}</source>
        <translation>Abkürzung {end}: {cost}</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
    <message>
        <source>The attempt started on a fox space: the route must be mastered on the first attempt, no retries.</source>
        <translation>Der Versuch hat auf einem Fuchsfeld begonnen: Die Route muss beim ersten Versuch klappen, kein weiterer Versuch.</translation>
    </message>
    <message>
        <source>The difficult route (extra task) allows exactly one attempt: no further attempts.</source>
        <translation>Die schwierige Route (Zusatzaufgabe) erlaubt genau einen Versuch: keine weiteren Versuche.</translation>
    </message>
    <message>
        <source>The difficult route is already chosen.</source>
        <translation>Die schwierige Route ist schon gewählt.</translation>
    </message>
    <message>
        <source>The failure has already been accepted: there was no further attempt to pay for.</source>
        <translation>Es gibt schon keinen Versuch mehr: Es war kein weiterer Versuch zu bezahlen.</translation>
    </message>
    <message>
        <source>The fox helps only before the attempt.</source>
        <translation>Der Fuchs hilft nur vor dem Versuch.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The game is over: a route-card pile is used up.</source>
        <translation>Das Spiel ist vorbei: Ein Stapel Routenkarten ist aufgebraucht.</translation>
    </message>
    <message>
        <source>The game is over: the peak was reached and the round completed.</source>
        <translation>Das Spiel ist vorbei: Der Gipfel wurde erreicht und die Runde zu Ende gespielt.</translation>
    </message>
    <message>
        <source>The next card always comes from the pile of the current section.</source>
        <translation>Die nächste Karte kommt immer vom Stapel des aktuellen Abschnitts.</translation>
    </message>
    <message>
        <source>The normal route is already chosen.</source>
        <translation>Die normale Route ist schon gewählt.</translation>
    </message>
    <message>
        <source>The owl draw pile was empty: {n} discarded tiles were shuffled into a new pile.</source>
        <translation>Der Eulen-Nachziehstapel war leer: {n} abgelegte Kärtchen wurden zu einem neuen Stapel gemischt.</translation>
    </message>
    <message>
        <source>The owl tile under pile {pile} can only show {left}: the {value} tile is still face down under another pile ({other}).</source>
        <translation>Das Eulenkärtchen unter Stapel {pile} kann nur {left} zeigen: Das Kärtchen {value} liegt noch verdeckt unter einem anderen Stapel ({other}).</translation>
    </message>
    <message>
        <source>The owl tile under pile {pile} was drawn before the discarded tiles were reshuffled, so it can only show {left}; {value} is among the reshuffled tiles.</source>
        <translation>Das Eulenkärtchen unter Stapel {pile} wurde gezogen, bevor die abgelegten Kärtchen neu gemischt wurden; es kann also nur {left} zeigen. {value} ist unter den neu gemischten Kärtchen.</translation>
    </message>
    <message>
        <source>The practice plan turns up {card} now.</source>
        <translation>Laut Übungsplan ist jetzt „{card}“ dran.</translation>
    </message>
    <message>
        <source>The route for this turn is already chosen.</source>
        <translation>Die Route für diesen Zug ist schon gewählt.</translation>
    </message>
    <message>
        <source>The second adventurer is chosen before the attempt.</source>
        <translation>Der zweite Abenteurer wird vor dem Versuch gewählt.</translation>
    </message>
    <message>
        <source>The second adventurer must be someone else.</source>
        <translation>Der zweite Abenteurer muss jemand anderes sein.</translation>
    </message>
    <message>
        <source>The shortcut has already been taken this turn.</source>
        <translation>Die Abkürzung wurde in diesem Zug schon genommen.</translation>
    </message>
    <message>
        <source>The team</source>
        <translation>Das Team</translation>
    </message>
    <message>
        <source>The team fed the fox: 1 squirrel went back to the frolicking area; forward from space {start} to {end}.</source>
        <translation>Das Team hat den Fuchs gefüttert: 1 Eichhörnchen ist zurück auf den Tummelplatz gelaufen; vor von Feld {start} auf {end}.</translation>
    </message>
    <message>
        <source>The team has lost: the pile is used up before the destination.</source>
        <translation>Das Team hat verloren: Der Stapel ist vor dem Ziel aufgebraucht.</translation>
    </message>
    <message>
        <source>The team has no squirrel to give the fox.</source>
        <translation>Das Team hat kein Eichhörnchen für den Fuchs.</translation>
    </message>
    <message>
        <source>The team has won!</source>
        <translation>Das Team hat gewonnen!</translation>
    </message>
    <message>
        <source>The team has {squirrels}; the major shortcut from space {start} to space {end} costs {cost}.</source>
        <translation>Das Team hat {squirrels}; die große Abkürzung von Feld {start} bis Feld {end} kostet {cost}.</translation>
    </message>
    <message>
        <source>The team is on space {space}, not on a fox space.</source>
        <translation>Das Team steht auf Feld {space}, nicht auf einem Fuchsfeld.</translation>
    </message>
    <message>
        <source>The team is on space {space}; the major shortcut starts on space {start} and costs {cost}.</source>
        <translation>Das Team steht auf Feld {space}; die große Abkürzung beginnt auf Feld {start} und kostet {cost}.</translation>
    </message>
    <message>
        <source>The team marker moves from space {start} back to the campground.</source>
        <translation>Der Team-Routenmarker zieht von Feld {start} zurück auf den Zeltplatz.</translation>
    </message>
    <message>
        <source>The team marker moves from space {start} to space {end}.</source>
        <translation>Der Team-Routenmarker zieht von Feld {start} auf Feld {end}.</translation>
    </message>
    <message>
        <source>The team marker moves from the campground to space {end}.</source>
        <translation>Der Team-Routenmarker zieht vom Zeltplatz auf Feld {end}.</translation>
    </message>
    <message>
        <source>The team reached intermediate destination {pile}!</source>
        <translation>Das Team hat Zwischenziel {pile} erreicht!</translation>
    </message>
    <message>
        <source>The team reached the peak!</source>
        <translation>Das Team hat den Gipfel erreicht!</translation>
    </message>
    <message>
        <source>The team receives {n}.</source>
        <translation>Das Team bekommt {n}.</translation>
    </message>
    <message>
        <source>The training is complete.</source>
        <translation>Das Training ist beendet.</translation>
    </message>
    <message>
        <source>There is no adventurer in that seat.</source>
        <translation>Auf diesem Platz sitzt kein Abenteurer.</translation>
    </message>
    <message>
        <source>There is no attempt to report now.</source>
        <translation>Gerade gibt es keinen Versuch zu melden.</translation>
    </message>
    <message>
        <source>There is no failed attempt to try again or accept now.</source>
        <translation>Gerade gibt es keinen misslungenen Versuch, über den zu entscheiden wäre.</translation>
    </message>
    <message>
        <source>There is no route card &apos;{card}&apos;.</source>
        <translation>Es gibt keine Routenkarte „{card}“.</translation>
    </message>
    <message>
        <source>There is no shortcut to decline now.</source>
        <translation>Gerade gibt es keine Abkürzung abzulehnen.</translation>
    </message>
    <message>
        <source>Tightrope Walk</source>
        <translation>Seiltanz</translation>
    </message>
    <message>
        <source>Touch every pinnacle on the way.</source>
        <translation>Berühre unterwegs jede Felsnadel.</translation>
    </message>
    <message>
        <source>Tree Trunks</source>
        <translation>Baumstämme</translation>
    </message>
    <message>
        <source>Treetop</source>
        <translation>Baumwipfel</translation>
    </message>
    <message>
        <source>Turn over a card of route {pile}</source>
        <translation>Karte von Route {pile} aufdecken</translation>
    </message>
    <message>
        <source>Turn over the face-down owl tile</source>
        <translation>Verdecktes Eulenkärtchen aufdecken</translation>
    </message>
    <message>
        <source>Turn over the letter tile {pile} ({value})</source>
        <translation>Buchstaben-Kärtchen {pile} aufdecken ({value})</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>Violett</translation>
    </message>
    <message>
        <source>Walk the ridge back and forth.</source>
        <translation>Geh den Grat hin und zurück.</translation>
    </message>
    <message>
        <source>Waterfall</source>
        <translation>Wasserfall</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Widen the crevice by one block.</source>
        <translation>Mach die Spalte einen Block breiter.</translation>
    </message>
    <message>
        <source>blue block</source>
        <translation>blauer Block</translation>
    </message>
    <message>
        <source>green block</source>
        <translation>grüner Block</translation>
    </message>
    <message>
        <source>grizzly</source>
        <translation>Grizzly</translation>
    </message>
    <message>
        <source>mountain rope</source>
        <translation>Bergseil</translation>
    </message>
    <message>
        <source>no squirrels left for another attempt</source>
        <translation>keine Eichhörnchen mehr für einen weiteren Versuch</translation>
    </message>
    <message>
        <source>on a fox space there are no retries</source>
        <translation>auf einem Fuchsfeld gibt es keinen zweiten Versuch</translation>
    </message>
    <message>
        <source>provisions</source>
        <translation>Proviant</translation>
    </message>
    <message>
        <source>red block</source>
        <translation>roter Block</translation>
    </message>
    <message>
        <source>space {n}</source>
        <translation>bis Feld {n}</translation>
    </message>
    <message>
        <source>the difficult route allows one attempt only</source>
        <translation>die schwierige Route erlaubt nur einen Versuch</translation>
    </message>
    <message>
        <source>the peak</source>
        <translation>zum Gipfel</translation>
    </message>
    <message>
        <source>trapper</source>
        <translation>Trapper</translation>
    </message>
    <message>
        <source>yellow block</source>
        <translation>gelber Block</translation>
    </message>
    <message>
        <source>{card} failed: {reason}.</source>
        <translation>Karte „{card}“ nicht geschafft: {reason}.</translation>
    </message>
    <message>
        <source>{card} has no extra task, so there is no difficult route.</source>
        <translation>„{card}“ hat keine Zusatzaufgabe, also gibt es keine schwierige Route.</translation>
    </message>
    <message>
        <source>{card} is a card of pile {card_pile}; the card must come from pile {pile}.</source>
        <translation>„{card}“ ist eine Karte von Stapel {card_pile}; die Karte muss von Stapel {pile} kommen.</translation>
    </message>
    <message>
        <source>{card} is not in pile {pile} any more: it has already been played.</source>
        <translation>„{card}“ ist nicht mehr in Stapel {pile}: Die Karte wurde schon gespielt.</translation>
    </message>
    <message>
        <source>{card} is removed from the game.</source>
        <translation>„{card}“ kommt aus dem Spiel.</translation>
    </message>
    <message>
        <source>{colour} ({name})</source>
        <translation>{colour} ({name})</translation>
    </message>
    <message>
        <source>{name} builds the difficult route whenever it is offered: that is their handicap in this race.</source>
        <translation>{name} baut immer die schwierige Route, wenn es eine gibt: Das ist die Vorgabe in diesem Wettlauf.</translation>
    </message>
    <message>
        <source>{name} holds the second rod</source>
        <translation>{name} hält den zweiten Stab</translation>
    </message>
    <message>
        <source>{n} squirrel</source>
        <translation>{n} Eichhörnchen</translation>
    </message>
    <message>
        <source>{n} squirrels</source>
        <translation>{n} Eichhörnchen</translation>
    </message>
    <message>
        <source>{partner} holds the second rod for {who}.</source>
        <translation>{partner} hält den zweiten Stab für {who}.</translation>
    </message>
    <message>
        <source>{who} accepted the failure.</source>
        <translation>{who} probiert es nicht noch mal.</translation>
    </message>
    <message>
        <source>{who} builds the difficult route.</source>
        <translation>{who} baut die schwierige Route.</translation>
    </message>
    <message>
        <source>{who} builds the normal route.</source>
        <translation>{who} baut die normale Route.</translation>
    </message>
    <message>
        <source>{who} changed from {card} to route {pile} (free from a compass space).</source>
        <translation>{who} ist von „{card}“ zu Route {pile} gewechselt (gratis von einem Kompassfeld).</translation>
    </message>
    <message>
        <source>{who} changed from {card} to route {pile}: -{cost}.</source>
        <translation>{who} ist von „{card}“ zu Route {pile} gewechselt: -{cost}.</translation>
    </message>
    <message>
        <source>{who} chose route {pile}.</source>
        <translation>{who} hat Route {pile} gewählt.</translation>
    </message>
    <message>
        <source>{who} failed {card}{variant} on attempt {n}.</source>
        <translation>{who} hat „{card}“{variant} im {n}. Versuch nicht geschafft.</translation>
    </message>
    <message>
        <source>{who} has no squirrels left to pay for another attempt.</source>
        <translation>{who} hat keine Eichhörnchen mehr für einen weiteren Versuch.</translation>
    </message>
    <message>
        <source>{who} has {squirrels}; changing to route {pile} costs {cost}.</source>
        <translation>{who} hat {squirrels}; der Wechsel zu Route {pile} kostet {cost}.</translation>
    </message>
    <message>
        <source>{who} has {squirrels}; the shortcut from space {start} costs {cost}.</source>
        <translation>{who} hat {squirrels}; die Abkürzung ab Feld {start} kostet {cost}.</translation>
    </message>
    <message>
        <source>{who} is on space {space}; shortcuts start only from the backpack spaces ({starts}).</source>
        <translation>{who} steht auf Feld {space}; Abkürzungen beginnen nur auf den Rucksackfeldern ({starts}).</translation>
    </message>
    <message>
        <source>{who} mastered {card}{variant} on attempt {n}.</source>
        <translation>{who} hat „{card}“{variant} im {n}. Versuch geschafft.</translation>
    </message>
    <message>
        <source>{who} moves from space {start} back to the campground.</source>
        <translation>{who} zieht von Feld {start} zurück auf den Zeltplatz.</translation>
    </message>
    <message>
        <source>{who} moves from space {start} to space {end}.</source>
        <translation>{who} zieht von Feld {start} auf Feld {end}.</translation>
    </message>
    <message>
        <source>{who} moves from the campground to space {end}.</source>
        <translation>{who} zieht vom Zeltplatz auf Feld {end}.</translation>
    </message>
    <message>
        <source>{who} paid 1 squirrel for another attempt.</source>
        <translation>{who} hat 1 Eichhörnchen für einen weiteren Versuch bezahlt.</translation>
    </message>
    <message>
        <source>{who} reached the peak! The round goes on until everyone has played.</source>
        <translation>{who} hat den Gipfel erreicht! Die Runde geht weiter, bis alle gespielt haben.</translation>
    </message>
    <message>
        <source>{who} reached the peak! The round is over.</source>
        <translation>{who} hat den Gipfel erreicht! Die Runde ist zu Ende.</translation>
    </message>
    <message>
        <source>{who} receives {n} for the extra task.</source>
        <translation>{who} bekommt {n} für die Zusatzaufgabe.</translation>
    </message>
    <message>
        <source>{who} takes the built route {card}.</source>
        <translation>{who} nimmt die gebaute Route „{card}“.</translation>
    </message>
    <message>
        <source>{who} took the shortcut from space {start} to space {end}: -{cost}.</source>
        <translation>{who} hat die Abkürzung von Feld {start} bis Feld {end} genommen: -{cost}.</translation>
    </message>
    <message>
        <source>{who}&apos;s turn.</source>
        <translation>{who} ist dran.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>A handicap (house rule)</source>
        <translation>Eine Vorgabe (Hausregel)</translation>
    </message>
    <message>
        <source>A pile is used up (house rule)</source>
        <translation>Ein Stapel ist aufgebraucht (Hausregel)</translation>
    </message>
    <message>
        <source>A player who cannot pay cannot change.</source>
        <translation>Wer nicht bezahlen kann, kann nicht wechseln.</translation>
    </message>
    <message>
        <source>A race may give players a handicap, chosen before the first turn: up to 3 extra squirrels at the start (taken from the frolicking area; at most 6 in all), a head start of 1 to 3 spaces, or the difficult route whenever a card offers it. Nothing else changes. A race with a handicap is kept apart from the bests.</source>
        <translation>Ein Wettlauf kann Spielern eine Vorgabe geben, vor dem ersten Zug gewählt: bis zu 3 Eichhörnchen mehr beim Start (vom Tummelplatz genommen; höchstens 6 insgesamt), 1 bis 3 Felder Vorsprung oder immer die schwierige Route, wenn eine Karte sie anbietet. Sonst ändert sich nichts. Ein Wettlauf mit Vorgabe zählt getrennt von den Rekorden.</translation>
    </message>
    <message>
        <source>A race may give players a handicap, chosen before the first turn; nothing else changes, and a race with a handicap is kept apart from the bests.</source>
        <translation>Ein Wettlauf kann Spielern eine Vorgabe geben, vor dem ersten Zug gewählt; sonst ändert sich nichts, und ein Wettlauf mit Vorgabe zählt getrennt von den Rekorden.</translation>
    </message>
    <message>
        <source>A reward larger than the squirrels left in the frolicking area gives what is left; all {total} are always accounted for.</source>
        <translation>Ist eine Belohnung größer als die Eichhörnchen auf dem Tummelplatz, gibt es den Rest; alle {total} bleiben immer vollzählig.</translation>
    </message>
    <message>
        <source>A route change away from the last card of a pile ends the race at once, before paying: that card is removed and its pile is used up.</source>
        <translation>Wer von der letzten Karte eines Stapels die Route wechselt, beendet den Wettlauf sofort, noch vor dem Bezahlen: Die Karte kommt aus dem Spiel und ihr Stapel ist aufgebraucht.</translation>
    </message>
    <message>
        <source>After a failed normal attempt the player may pay 1 squirrel for one more attempt, as often as they can pay, or accept the failure.</source>
        <translation>Nach einem misslungenen normalen Versuch darf man 1 Eichhörnchen für einen weiteren Versuch bezahlen, so oft man kann, oder es dabei lassen.</translation>
    </message>
    <message>
        <source>Another attempt</source>
        <translation>Noch ein Versuch</translation>
    </message>
    <message>
        <source>At the start of a turn on space {start}, the team may pay {cost} to take the major shortcut to space {end}.</source>
        <translation>Steht das Team am Anfang eines Zuges auf Feld {start}, darf es {cost} bezahlen und die große Abkürzung bis Feld {end} nehmen.</translation>
    </message>
    <message>
        <source>At the start of the turn, a player on a backpack space may pay the shortcut&apos;s squirrels and follow the dotted line, then plays the turn as usual. Reaching the peak this way ends the turn.</source>
        <translation>Am Anfang des Zuges darf, wer auf einem Rucksackfeld steht, die Eichhörnchen der Abkürzung bezahlen und der gepunkteten Linie folgen; dann geht der Zug normal weiter. Wer so den Gipfel erreicht, beendet seinen Zug.</translation>
    </message>
    <message>
        <source>Before the attempt, a team on a fox space may give 1 squirrel to move 1 space at once. If the marker is on a fox space when the attempt starts, no retries.</source>
        <translation>Vor dem Versuch darf ein Team auf einem Fuchsfeld 1 Eichhörnchen abgeben und sofort 1 Feld vorziehen. Steht der Routenmarker beim Versuch auf einem Fuchsfeld, gibt es keinen zweiten Versuch.</translation>
    </message>
    <message>
        <source>Board data that the rulebook does not print (shortcut ends, the team map, card details) are guesses until you check them in “Check your board”.</source>
        <translation>Werte, die nicht in der Spielregel stehen (Enden der Abkürzungen, der Plan für das Teamspiel, Kartendetails), sind geschätzt, bis du sie unter „Spielplan prüfen“ kontrollierst.</translation>
    </message>
    <message>
        <source>Cards come from pile A until the marker reaches intermediate destination A (space {a}), then from pile B until intermediate destination B (space {b}), then from pile C up to the peak (space {peak}). The team may start at A or B instead.</source>
        <translation>Die Karten kommen von Stapel A, bis der Routenmarker Zwischenziel A (Feld {a}) erreicht, dann von Stapel B bis Zwischenziel B (Feld {b}), dann von Stapel C bis zum Gipfel (Feld {peak}). Das Team kann auch bei A oder B starten.</translation>
    </message>
    <message>
        <source>Changing to the same pile as the built route is allowed (it still costs squirrels unless the player started on a compass space).</source>
        <translation>Man darf auch zum selben Stapel wie die gebaute Route wechseln (das kostet trotzdem Eichhörnchen, außer man hat den Zug auf einem Kompassfeld begonnen).</translation>
    </message>
    <message>
        <source>End of the training</source>
        <translation>Ende des Trainings</translation>
    </message>
    <message>
        <source>Entering cards and owl tiles</source>
        <translation>Karten und Eulenkärtchen eingeben</translation>
    </message>
    <message>
        <source>Extra task (difficult route)</source>
        <translation>Zusatzaufgabe (schwierige Route)</translation>
    </message>
    <message>
        <source>Fox spaces on this board: {spaces}.</source>
        <translation>Fuchsfelder auf diesem Spielplan: {spaces}.</translation>
    </message>
    <message>
        <source>If the marker is on a fox space when an attempt starts, a failure cannot be tried again; feeding the fox first moves the marker off it.</source>
        <translation>Steht der Routenmarker zu Beginn eines Versuchs auf einem Fuchsfeld, gibt es nach einem Fehlschlag keinen weiteren Versuch; wer vorher den Fuchs füttert, zieht den Routenmarker vom Fuchsfeld weg.</translation>
    </message>
    <message>
        <source>Intermediate destinations</source>
        <translation>Zwischenziele</translation>
    </message>
    <message>
        <source>It is free for a player who started the turn on a compass space ({spaces}).</source>
        <translation>Der Wechsel ist gratis, wenn man den Zug auf einem Kompassfeld ({spaces}) begonnen hat.</translation>
    </message>
    <message>
        <source>Major shortcut</source>
        <translation>Große Abkürzung</translation>
    </message>
    <message>
        <source>Mastered or failed (team)</source>
        <translation>Geschafft oder nicht geschafft (Team)</translation>
    </message>
    <message>
        <source>Mastered: the team marker moves 1 space. Failed after any retries: no move. Either way the card is removed. Another attempt costs 1 squirrel from the pool.</source>
        <translation>Geschafft: Der Team-Routenmarker zieht 1 Feld vor. Nicht geschafft (auch nach weiteren Versuchen): Er bleibt stehen. So oder so kommt die Karte aus dem Spiel. Ein weiterer Versuch kostet 1 Eichhörnchen aus dem gemeinsamen Vorrat.</translation>
    </message>
    <message>
        <source>On a card with an extra task the player chooses the normal or the difficult route before the attempt. The difficult route has exactly one attempt and no squirrel help; mastered, it gives the owl move and the card&apos;s squirrels.</source>
        <translation>Bei einer Karte mit Zusatzaufgabe wählt man vor dem Versuch die normale oder die schwierige Route. Die schwierige Route hat genau einen Versuch und keine Hilfe durch Eichhörnchen; geschafft, gibt sie den Zug der Eule und die Eichhörnchen der Karte.</translation>
    </message>
    <message>
        <source>Owl tiles</source>
        <translation>Eulenkärtchen</translation>
    </message>
    <message>
        <source>Players take turns in colour order: white, black, orange, violet.</source>
        <translation>Gespielt wird in der Reihenfolge der Farben: Weiß, Schwarz, Orange, Violett.</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Abschnitte</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Abkürzungen</translation>
    </message>
    <message>
        <source>Shortcuts on this board: {list}.</source>
        <translation>Abkürzungen auf diesem Spielplan: {list}.</translation>
    </message>
    <message>
        <source>Solo training</source>
        <translation>Solo-Training</translation>
    </message>
    <message>
        <source>Start with {squirrels}. On each card choose normal or difficult; after a failed normal attempt, 1 squirrel buys another. A failed card is not tried again.</source>
        <translation>Du startest mit {squirrels}. Wähle bei jeder Karte normal oder schwierig; nach einem misslungenen normalen Versuch kauft 1 Eichhörnchen einen weiteren. Eine nicht geschaffte Karte wird nicht noch einmal probiert.</translation>
    </message>
    <message>
        <source>Take the route or change it</source>
        <translation>Route nehmen oder wechseln</translation>
    </message>
    <message>
        <source>The built route</source>
        <translation>Die gebaute Route</translation>
    </message>
    <message>
        <source>The built route is the card revealed last, until it is removed. If no route is built, the player picks any pile for free and turns over its top card.</source>
        <translation>Die gebaute Route ist die zuletzt aufgedeckte Karte, bis sie aus dem Spiel kommt. Ist keine Route gebaut, wählt man gratis einen Stapel und deckt seine oberste Karte auf.</translation>
    </message>
    <message>
        <source>The first player on a card chooses which of the two owl tiles under its pile to turn over: mastered moves forward by the big number, failed moves back by the small one. The second player turns over the other tile; then the card is removed.</source>
        <translation>Wer als Erster eine Karte spielt, wählt, welches der zwei Eulenkärtchen unter ihrem Stapel aufgedeckt wird: Geschafft heißt um die große Zahl vor, nicht geschafft um die kleine zurück. Der Zweite deckt das andere Kärtchen auf; dann kommt die Karte aus dem Spiel.</translation>
    </message>
    <message>
        <source>The first time the marker reaches intermediate destination A, the team wins {a}; at intermediate destination B it wins {b}.</source>
        <translation>Erreicht der Routenmarker zum ersten Mal Zwischenziel A, bekommt das Team {a}; bei Zwischenziel B bekommt es {b}.</translation>
    </message>
    <message>
        <source>The fox</source>
        <translation>Der Fuchs</translation>
    </message>
    <message>
        <source>The highest position wins (the peak is highest). On the same space, more squirrels win; the same space and squirrels share the place.</source>
        <translation>Wer am höchsten steht, gewinnt (der Gipfel ist am höchsten). Auf demselben Feld gewinnt, wer mehr Eichhörnchen hat; bei gleichem Feld und gleich vielen Eichhörnchen teilt man sich den Platz.</translation>
    </message>
    <message>
        <source>The peak</source>
        <translation>Der Gipfel</translation>
    </message>
    <message>
        <source>The team loses when the last card of its current pile has been played and the next destination is not reached; the app warns when that card turns up.</source>
        <translation>Das Team verliert, wenn die letzte Karte seines Stapels gespielt ist und das nächste Ziel nicht erreicht wurde; die App warnt, wenn diese Karte aufgedeckt wird.</translation>
    </message>
    <message>
        <source>The team loses when the last card of the current pile has been played and the next destination is not reached. The app warns when that last card turns up.</source>
        <translation>Das Team verliert, wenn die letzte Karte des aktuellen Stapels gespielt ist und das nächste Ziel nicht erreicht wurde. Die App warnt, wenn diese letzte Karte aufgedeckt wird.</translation>
    </message>
    <message>
        <source>The team wins when its marker reaches the peak C (space {peak}).</source>
        <translation>Das Team gewinnt, wenn sein Routenmarker den Gipfel C (Feld {peak}) erreicht.</translation>
    </message>
    <message>
        <source>The training ends when the chosen pile (or all three, for the full climb) is used up: the result is the cards mastered per pile and the squirrels left.</source>
        <translation>Das Training endet, wenn der gewählte Stapel (beim ganzen Aufstieg alle drei) aufgebraucht ist: Das Ergebnis sind die geschafften Karten pro Stapel und die übrigen Eichhörnchen.</translation>
    </message>
    <message>
        <source>This board has no compass space, so every change costs.</source>
        <translation>Dieser Spielplan hat kein Kompassfeld, also kostet jeder Wechsel.</translation>
    </message>
    <message>
        <source>This board has no fox spaces.</source>
        <translation>Dieser Spielplan hat keine Fuchsfelder.</translation>
    </message>
    <message>
        <source>This board has no shortcuts.</source>
        <translation>Dieser Spielplan hat keine Abkürzungen.</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>When a player reaches the peak (space {peak}), the round goes on until everyone has played: everyone after them in turn order plays once more, then the game ends.</source>
        <translation>Erreicht jemand den Gipfel (Feld {peak}), geht die Runde weiter, bis alle gespielt haben: Alle, die danach an der Reihe sind, spielen noch einmal, dann endet das Spiel.</translation>
    </message>
    <message>
        <source>When a route is built and one player has played it, the next player either takes it or changes route. Changing removes the built card at once and costs {a} for route A, {b} for route B or {c} for route C.</source>
        <translation>Ist eine Route gebaut und hat sie jemand gespielt, nimmt der Nächste sie oder wechselt die Route. Der Wechsel nimmt die gebaute Karte sofort aus dem Spiel und kostet {a} für Route A, {b} für Route B oder {c} für Route C.</translation>
    </message>
    <message>
        <source>When the last card of any pile has been removed from the game, the race ends at once, before the peak is reached.</source>
        <translation>Ist die letzte Karte eines Stapels aus dem Spiel, endet der Wettlauf sofort, auch bevor jemand den Gipfel erreicht.</translation>
    </message>
    <message>
        <source>When the last card of any route-card pile is removed, the race ends at once, before the peak is reached.</source>
        <translation>Kommt die letzte Karte eines Stapels Routenkarten aus dem Spiel, endet der Wettlauf sofort, auch bevor jemand den Gipfel erreicht.</translation>
    </message>
    <message>
        <source>When the team loses (house rule)</source>
        <translation>Wann das Team verliert (Hausregel)</translation>
    </message>
    <message>
        <source>When the team wins</source>
        <translation>Wann das Team gewinnt</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>Wer gewinnt</translation>
    </message>
    <message>
        <source>With real cards, turn over the top card or tile on the table and press its name or value. The app offers only what can still be there.</source>
        <translation>Mit echten Karten: Deck die oberste Karte oder das Kärtchen auf dem Tisch auf und drück auf ihren Namen oder Wert. Die App zeigt nur, was noch da sein kann.</translation>
    </message>
    <message>
        <source>from space {start} to space {end} for {cost}</source>
        <translation>von Feld {start} bis Feld {end} für {cost}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} und {1}</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>House rules the app enforces</source>
        <translation>Hausregeln, auf die die App achtet</translation>
    </message>
    <message>
        <source>Press F1 during a game to see the rule for the decision at hand.</source>
        <translation>Drücke F1 im Spiel, um die Regel für die aktuelle Entscheidung zu sehen.</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Regelhilfe</translation>
    </message>
    <message>
        <source>Start or continue a game: this page then explains the rule behind each decision.</source>
        <translation>Starte oder setze ein Spiel fort: Dann erklärt diese Seite die Regel hinter jeder Entscheidung.</translation>
    </message>
    <message>
        <source>The app enforces these rulings where tables may play differently:</source>
        <translation>Manche Familien spielen das anders. Die App hält sich an diese Regeln:</translation>
    </message>
    <message>
        <source>The rule for this decision</source>
        <translation>Die Regel für diese Entscheidung</translation>
    </message>
    <message>
        <source>This decision</source>
        <translation>Diese Entscheidung</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Colours and text</source>
        <translation>Farben und Schrift</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Farben:</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Like the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Like the system ({0})</source>
        <translation>Wie das System ({0})</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Sicherung wiederherstellen …</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>&quot;Restore a backup…&quot; was chosen (the main window shows the backups).</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>Schriftgröße:</translation>
    </message>
    <message>
        <source>The app keeps a copy of your saved games each day. If something went wrong, you can go back to one of them.</source>
        <translation>Die App legt jeden Tag eine Kopie deiner gespeicherten Spiele an. Wenn etwas schiefgegangen ist, kannst du zu einer davon zurückkehren.</translation>
    </message>
    <message>
        <source>The new language is used the next time the app starts.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start der App.</translation>
    </message>
    <message>
        <source>Very large</source>
        <translation>Sehr groß</translation>
    </message>
    <message>
        <source>Your saved games</source>
        <translation>Deine gespeicherten Spiele</translation>
    </message>
</context>
<context>
    <name>SkyBoard</name>
    <message>
        <source>The sky board</source>
        <extracomment>The balloons&apos; fills. How many balloons&apos; pictures the board keeps: each balloon, chosen or not, at its place in its space&apos;s row, and gliding at each quarter of a pixel (16 places a balloon). A gliding balloon is drawn to 1/GLIDE_PLACES of a pixel. (colour, initial, baron) by seat. Each balloon as last drawn at rest, by what it was drawn for.</extracomment>
        <translation>Der Himmelsplan</translation>
    </message>
</context>
<context>
    <name>SoloWords</name>
    <message numerus="yes">
        <source>squirrel(s) left</source>
        <extracomment>Per pile in the course: the top of its row (a practice plan: per row of its cards, &quot;0&quot;, &quot;1&quot;, ...). A practice plan&apos;s cards per row (0: the piles&apos; rows of a training). A training: per pile&apos;s row, its tiles per line (a long pile takes two lines, so its cards&apos; names stay large enough to read), and the gap between the lines. The solo tiles&apos; extents in canvas units, for the geometry they were made with. A practice plan&apos;s reasons, one per card in the plan&apos;s order (see set_plan_reasons). The solo parts&apos; places in widget pixels, for the transform they were made with. Card names fitted to their tile, per name and width.</extracomment>
        <translation>
            <numerusform>Eichhörnchen übrig</numerusform>
            <numerusform>Eichhörnchen übrig</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpacePicker</name>
    <message>
        <source>Click a space to mark it or take the mark away. Marked: {0}</source>
        <translation>Klicke ein Feld an, um es zu markieren oder die Markierung zu entfernen. Markiert: {0}</translation>
    </message>
    <message>
        <source>Marked spaces: {0}</source>
        <translation>Markierte Felder: {0}</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Spaces the board draws with a letter instead of a number (the destinations).</extracomment>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>Coach: {0}</source>
        <extracomment>The widget the announcements come from (the game screen). The result in words, said when the game ends (the end panel&apos;s). The coach&apos;s lines for the turn (none while it is off), said after the choices. The log&apos;s lines from the next turn&apos;s heading on, said once the state has changed: after what the board reveals of the move (an owl tile).</extracomment>
        <translation>Trainer: {0}</translation>
    </message>
    <message>
        <source>F: failed.</source>
        <translation>F: nicht geschafft.</translation>
    </message>
    <message>
        <source>M: mastered.</source>
        <translation>M: geschafft.</translation>
    </message>
    <message>
        <source>Undone or redone: the log was rewritten.</source>
        <translation>Rückgängig gemacht oder wiederholt: der Verlauf wurde neu geschrieben.</translation>
    </message>
    <message>
        <source>the team has {0}</source>
        <translation>das Team hat {0}</translation>
    </message>
    <message>
        <source>{key}: {choice}.</source>
        <translation>{key}: {choice}.</translation>
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
        <translation>Eichhörnchen</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>A game was still running:</source>
        <translation>Ein Spiel lief noch:</translation>
    </message>
    <message numerus="yes">
        <source>At the campground, %n squirrel(s)</source>
        <translation>
            <numerusform>Auf dem Zeltplatz, %n Eichhörnchen</numerusform>
            <numerusform>Auf dem Zeltplatz, %n Eichhörnchen</numerusform>
        </translation>
    </message>
    <message>
        <source>Blocky Mountains</source>
        <extracomment>The start screen&apos;s buttons&apos; object names (tests and the start-up probe find them so).</extracomment>
        <translation>Blocky Mountains</translation>
    </message>
    <message>
        <source>Build the route, climb the mountain.</source>
        <translation>Bau die Route, erklimm den Berg.</translation>
    </message>
    <message>
        <source>Check your board</source>
        <translation>Spielplan prüfen</translation>
    </message>
    <message>
        <source>Continue the chosen game</source>
        <extracomment>The open &quot;Delete this game?&quot; question, if any.</extracomment>
        <translation>Gewähltes Spiel fortsetzen</translation>
    </message>
    <message>
        <source>Continue this game  (Enter)</source>
        <extracomment>The player confirmed deleting this game (never emitted without a confirmation). &quot;Restore a backup&quot; was chosen. Another game was chosen (its id): its modes are offered now. The games with screens; the first is chosen until the player picks another.</extracomment>
        <translation>Dieses Spiel fortsetzen  (Enter)</translation>
    </message>
    <message>
        <source>Delete the game</source>
        <translation>Spiel löschen</translation>
    </message>
    <message>
        <source>Delete the {mode} of {players}, last played {when}?</source>
        <translation>{mode} von {players} löschen, zuletzt gespielt {when}?</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Dieses Spiel löschen?</translation>
    </message>
    <message>
        <source>Games not finished yet</source>
        <extracomment>One button per game when more than one game has screens (none with one game). The chosen game&apos;s &quot;new game&quot; buttons, by mode. Every game&apos;s &quot;new game&quot; buttons made so far, by game id (see _build_mode_buttons).</extracomment>
        <translation>Noch nicht beendete Spiele</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>New race game
1-4 players</source>
        <translation>Neuer Wettlauf
1–4 Spieler</translation>
    </message>
    <message>
        <source>New team game
2-7 adventurers</source>
        <translation>Neues Teamspiel
2–7 Abenteurer</translation>
    </message>
    <message>
        <source>No game in progress. Start one above.</source>
        <translation>Kein Spiel läuft. Starte oben eins.</translation>
    </message>
    <message>
        <source>Opening your saved games…</source>
        <translation>Deine gespeicherten Spiele werden geöffnet …</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Solo training
one player</source>
        <translation>Solo-Training
ein Spieler</translation>
    </message>
    <message>
        <source>Some details of this game could not be read, so what this row shows may be incomplete. The game may still open.</source>
        <translation>Einige Angaben zu diesem Spiel konnten nicht gelesen werden, daher kann hier etwas fehlen. Das Spiel lässt sich vielleicht trotzdem öffnen.</translation>
    </message>
    <message numerus="yes">
        <source>Space {0}, %n squirrel(s)</source>
        <translation>
            <numerusform>Feld {0}, %n Eichhörnchen</numerusform>
            <numerusform>Feld {0}, %n Eichhörnchen</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>The game cannot be continued after this.</source>
        <translation>Danach kann das Spiel nicht mehr fortgesetzt werden.</translation>
    </message>
    <message>
        <source>The team lost.</source>
        <translation>Das Team hat verloren.</translation>
    </message>
    <message>
        <source>The team won.</source>
        <translation>Das Team hat gewonnen.</translation>
    </message>
    <message>
        <source>This game could not be opened: part of it is damaged. A backup from an earlier day may still have it whole.</source>
        <translation>Dieses Spiel konnte nicht geöffnet werden: ein Teil davon ist beschädigt. Eine Sicherung von einem früheren Tag enthält es vielleicht noch vollständig.</translation>
    </message>
    <message>
        <source>Training complete:</source>
        <translation>Training beendet:</translation>
    </message>
    <message>
        <source>You can start a new game or restore a backup.</source>
        <translation>Du kannst ein neues Spiel beginnen oder eine Sicherung wiederherstellen.</translation>
    </message>
    <message>
        <source>Your saved games could not be listed.</source>
        <translation>Deine gespeicherten Spiele konnten nicht aufgelistet werden.</translation>
    </message>
    <message>
        <source>Your saved games could not be opened. Nothing was changed or deleted.</source>
        <translation>Deine gespeicherten Spiele konnten nicht geöffnet werden. Nichts wurde verändert oder gelöscht.</translation>
    </message>
    <message>
        <source>today {0}</source>
        <extracomment>``Qt.ItemDataRole.UserRole + 1`` (a test checks it): where a row keeps its game&apos;s id. ``Qt.ItemDataRole.AccessibleTextRole`` (a test checks it): what a screen reader says of a row.</extracomment>
        <translation>heute {0}</translation>
    </message>
    <message>
        <source>yesterday {0}</source>
        <translation>gestern {0}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} und {1}</translation>
    </message>
    <message>
        <source>{0} at the campground</source>
        <translation>{0} auf dem Zeltplatz</translation>
    </message>
    <message numerus="yes">
        <source>{0} mastered, {1} failed, %n squirrel(s)</source>
        <translation>
            <numerusform>{0} geschafft, {1} nicht geschafft, %n Eichhörnchen</numerusform>
            <numerusform>{0} geschafft, {1} nicht geschafft, %n Eichhörnchen</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} on {1}</source>
        <translation>{0} auf Feld {1}</translation>
    </message>
    <message>
        <source>{0} won.</source>
        <translation>Sieg für {0}.</translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1}, %n squirrel(s)</source>
        <translation>
            <numerusform>{0}, {1}, %n Eichhörnchen</numerusform>
            <numerusform>{0}, {1}, %n Eichhörnchen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <source>%n game(s) added</source>
        <translation>
            <numerusform>%n Spiel hinzugefügt</numerusform>
            <numerusform>%n Spiele hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were already here</source>
        <translation>
            <numerusform>%n Spiel war schon da</numerusform>
            <numerusform>%n Spiele waren schon da</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n neuer Spieler</numerusform>
            <numerusform>%n neue Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n race(s) run alone (not counted as wins)</source>
        <translation>
            <numerusform>%n Wettlauf allein gelaufen (zählt nicht als Sieg)</numerusform>
            <numerusform>%n Wettläufe allein gelaufen (zählen nicht als Siege)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n squirrel(s)</source>
        <translation>
            <numerusform>%n Eichhörnchen</numerusform>
            <numerusform>%n Eichhörnchen</numerusform>
        </translation>
    </message>
    <message>
        <source>(Nothing in this period: choose a longer one.)</source>
        <translation>(In diesem Zeitraum gibt es nichts: Wähle einen längeren.)</translation>
    </message>
    <message>
        <source>(Nothing yet for this player.)</source>
        <translation>(Für diesen Spieler gibt es noch nichts.)</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>A, B and C</source>
        <translation>A, B und C</translation>
    </message>
    <message>
        <source>Add the players and games from a file saved with “Save everything”</source>
        <translation>Spieler und Spiele aus einer Datei hinzufügen, die mit „Alles speichern“ gespeichert wurde</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Gesamter Zeitraum</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Attempts per card</source>
        <translation>Versuche pro Karte</translation>
    </message>
    <message>
        <source>Average finishing space</source>
        <translation>Durchschnittliches Zielfeld</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>The file name a tab&apos;s table is offered under. A file was written by an export or a chart save (its path). Each player&apos;s colour, by profile id. The filter ``_sessions`` was read with (None: read again), so the log and the charts tab share one read of a long training log.</extracomment>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Zurück (Esc)</translation>
    </message>
    <message>
        <source>Best run so far: {0}, {1}, on {2} ({3}).</source>
        <translation>Bester Lauf bisher: {0}, {1}, Stand: {2} ({3}).</translation>
    </message>
    <message>
        <source>Build time</source>
        <translation>Bauzeit</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Cards from</source>
        <translation>Karten aus</translation>
    </message>
    <message>
        <source>Cards mastered</source>
        <translation>Geschaffte Karten</translation>
    </message>
    <message>
        <source>Cards mastered (%)</source>
        <translation>Geschaffte Karten (%)</translation>
    </message>
    <message>
        <source>Cards mastered in each session</source>
        <translation>Geschaffte Karten pro Training</translation>
    </message>
    <message>
        <source>Cards mastered per route, last {0} sessions</source>
        <translation>Geschaffte Karten pro Route, letzte {0} Trainings</translation>
    </message>
    <message>
        <source>Cards mastered, day by day</source>
        <translation>Geschaffte Karten, Tag für Tag</translation>
    </message>
    <message>
        <source>Cards mastered, month by month</source>
        <translation>Geschaffte Karten, Monat für Monat</translation>
    </message>
    <message>
        <source>Cards mastered, week by week</source>
        <translation>Geschaffte Karten, Woche für Woche</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Choose a game to see its log.</source>
        <translation>Wähle ein Spiel, um seinen Verlauf zu sehen.</translation>
    </message>
    <message>
        <source>Choose a race to see its log.</source>
        <translation>Wähle einen Wettlauf, um seinen Verlauf zu sehen.</translation>
    </message>
    <message>
        <source>Choose a session to see every attempt in it.</source>
        <translation>Wähle ein Training, um jeden Versuch darin zu sehen.</translation>
    </message>
    <message>
        <source>Colour of {0}</source>
        <translation>Farbe von {0}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Did the wins even out?</source>
        <translation>Haben sich die Siege ausgeglichen?</translation>
    </message>
    <message>
        <source>Easiest: {0}</source>
        <translation>Am leichtesten: {0}</translation>
    </message>
    <message>
        <source>Even share</source>
        <translation>Gerechter Anteil</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Everything was saved in {0}.</source>
        <translation>Alles wurde in {0} gespeichert.</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Nicht geschafft</translation>
    </message>
    <message>
        <source>Finish a race to see who wins most.</source>
        <translation>Spiel einen Wettlauf zu Ende, dann siehst du, wer am meisten gewinnt.</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>First try</source>
        <translation>1. Versuch</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>From … to …</source>
        <translation>Von … bis …</translation>
    </message>
    <message>
        <source>Furthest point</source>
        <translation>Am weitesten</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Game of the team</source>
        <translation>Spiel des Teams</translation>
    </message>
    <message>
        <source>Game {0}</source>
        <extracomment>At most this many things that could not be saved are named one by one.</extracomment>
        <translation>Spiel {0}</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Got as far as</source>
        <translation>Erreicht</translation>
    </message>
    <message>
        <source>Hardest: {0}</source>
        <translation>Am schwersten: {0}</translation>
    </message>
    <message>
        <source>How far each team got</source>
        <translation>Wie weit jedes Team kam</translation>
    </message>
    <message>
        <source>How often each card is mastered</source>
        <translation>Wie oft jede Karte geschafft wird</translation>
    </message>
    <message>
        <source>How you climb</source>
        <translation>Wie du kletterst</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Load saved games</source>
        <translation>Gespeicherte Spiele laden</translation>
    </message>
    <message>
        <source>Load saved games (JSON)</source>
        <translation>Gespeicherte Spiele laden (JSON)</translation>
    </message>
    <message>
        <source>Longest run of first-try masters</source>
        <translation>Längste Serie beim ersten Versuch geschafft</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>Geschafft</translation>
    </message>
    <message>
        <source>Mastered (%)</source>
        <translation>Geschafft (%)</translation>
    </message>
    <message>
        <source>Mastered rate</source>
        <translation>Anteil geschafft</translation>
    </message>
    <message>
        <source>Most cards mastered in one game</source>
        <translation>Meiste gemeisterte Karten in einem Spiel</translation>
    </message>
    <message>
        <source>Most squirrels kept</source>
        <translation>Meiste behaltene Eichhörnchen</translation>
    </message>
    <message>
        <source>Nothing was saved.</source>
        <translation>Nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Past races</source>
        <translation>Bisherige Wettläufe</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>Personal bests</source>
        <translation>Persönliche Rekorde</translation>
    </message>
    <message>
        <source>Play a card in a training or a game to see how often it is mastered here.</source>
        <translation>Spiel eine Karte in einem Training oder Spiel, dann siehst du hier, wie oft sie geschafft wird.</translation>
    </message>
    <message>
        <source>Play a card in a training or a game to see this chart.</source>
        <translation>Spiel eine Karte in einem Training oder Spiel, dann siehst du dieses Diagramm.</translation>
    </message>
    <message>
        <source>Play a solo training to see this chart.</source>
        <translation>Mach ein Solo-Training, dann siehst du dieses Diagramm.</translation>
    </message>
    <message>
        <source>Play a solo training to see your progress here.</source>
        <translation>Mach ein Solo-Training, dann siehst du hier deine Fortschritte.</translation>
    </message>
    <message>
        <source>Play a team game to see how far your team climbs.</source>
        <translation>Spiel ein Teamspiel, dann siehst du, wie weit dein Team klettert.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Spieler {0}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>Spielzeit</translation>
    </message>
    <message>
        <source>Practice plan</source>
        <translation>Übungsplan</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Wettlauf</translation>
    </message>
    <message>
        <source>Race games</source>
        <translation>Wettläufe</translation>
    </message>
    <message>
        <source>Race results</source>
        <translation>Ergebnisse der Wettläufe</translation>
    </message>
    <message>
        <source>Races</source>
        <translation>Wettläufe</translation>
    </message>
    <message>
        <source>Races played: {0}</source>
        <translation>Gespielte Wettläufe: {0}</translation>
    </message>
    <message>
        <source>Races with a handicap, kept apart from these bests: {0}</source>
        <translation>Wettläufe mit Vorgabe, getrennt von diesen Rekorden gezählt: {0}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Route cards</source>
        <extracomment>Per player and card: the timed attempts and their mean seconds. What the bests grid is laid out for (its kinds of game and players), its numbers by player row and column, and the note on handicapped races.</extracomment>
        <translation>Routenkarten</translation>
    </message>
    <message>
        <source>Route {0}</source>
        <translation>Route {0}</translation>
    </message>
    <message>
        <source>Save as PNG</source>
        <extracomment>Line colours for players whose marker colour does not show on the chart&apos;s background. Pile colours: green, blue, red for easy, moderate, difficult (as the piles&apos; difficulty). The pile bar chart shows the most recent sessions only: more bars cannot be read.</extracomment>
        <translation>Als PNG speichern</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <source>Save every player and game in one file</source>
        <translation>Alle Spieler und Spiele in einer Datei speichern</translation>
    </message>
    <message>
        <source>Save everything</source>
        <translation>Alles speichern</translation>
    </message>
    <message>
        <source>Save everything (JSON)</source>
        <translation>Alles speichern (JSON)</translation>
    </message>
    <message>
        <source>Save table</source>
        <translation>Tabelle speichern</translation>
    </message>
    <message>
        <source>Save table (CSV)</source>
        <translation>Tabelle speichern (CSV)</translation>
    </message>
    <message>
        <source>Save the table on this tab as a CSV file (Ctrl+E)</source>
        <translation>Die Tabelle auf dieser Seite als CSV-Datei speichern (Strg+E)</translation>
    </message>
    <message>
        <source>Save this chart as a picture</source>
        <translation>Dieses Diagramm als Bild speichern</translation>
    </message>
    <message numerus="yes">
        <source>Saved in {0}, except %n thing(s) that could not be read:</source>
        <translation>
            <numerusform>In {0} gespeichert, außer %n Eintrag, der nicht gelesen werden konnte:</numerusform>
            <numerusform>In {0} gespeichert, außer %n Einträgen, die nicht gelesen werden konnten:</numerusform>
        </translation>
    </message>
    <message>
        <source>Seconds per attempt</source>
        <translation>Sekunden pro Versuch</translation>
    </message>
    <message>
        <source>Solo training</source>
        <translation>Solo-Training</translation>
    </message>
    <message>
        <source>Squirrels</source>
        <translation>Eichhörnchen</translation>
    </message>
    <message>
        <source>Squirrels gathered</source>
        <translation>Gesammelte Eichhörnchen</translation>
    </message>
    <message>
        <source>Squirrels kept</source>
        <translation>Eichhörnchen</translation>
    </message>
    <message>
        <source>Started at</source>
        <translation>Start bei</translation>
    </message>
    <message>
        <source>Starts</source>
        <comment>where each game of a team started</comment>
        <translation>Starts</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Team expeditions</source>
        <translation>Team-Expeditionen</translation>
    </message>
    <message>
        <source>Team games</source>
        <translation>Teamspiele</translation>
    </message>
    <message>
        <source>The file cannot be read: {0}</source>
        <translation>Die Datei kann nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <source>This file cannot be loaded, so nothing was changed.</source>
        <translation>Diese Datei kann nicht geladen werden, deshalb wurde nichts geändert.</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Dieses Jahr</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>the clock time of an attempt, not a duration</comment>
        <translation>Uhrzeit</translation>
    </message>
    <message>
        <source>Time per attempt</source>
        <translation>Zeit pro Versuch</translation>
    </message>
    <message>
        <source>Time per attempt in each session</source>
        <translation>Zeit pro Versuch in jedem Training</translation>
    </message>
    <message>
        <source>Time per attempt, day by day</source>
        <translation>Zeit pro Versuch, Tag für Tag</translation>
    </message>
    <message>
        <source>Time per attempt, month by month</source>
        <translation>Zeit pro Versuch, Monat für Monat</translation>
    </message>
    <message>
        <source>Time per attempt, week by week</source>
        <translation>Zeit pro Versuch, Woche für Woche</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Training log</source>
        <translation>Trainingsbuch</translation>
    </message>
    <message>
        <source>Training sessions</source>
        <extracomment>Build-and-try times of the attempts of the session shown (by seq).</extracomment>
        <translation>Trainings</translation>
    </message>
    <message>
        <source>Way</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Wins in races with a handicap (a house rule) and without. The even share is how many wins each player would have if everyone were as likely to win. A shared first place counts as a part of a win.</source>
        <translation>Siege in Wettläufen mit Vorgabe (einer Hausregel) und ohne. Der gerechte Anteil sagt, wie viele Siege jeder hätte, wenn alle gleich gute Chancen hätten zu gewinnen. Ein geteilter erster Platz zählt als Teil eines Sieges.</translation>
    </message>
    <message>
        <source>Wins with and without a handicap</source>
        <translation>Siege mit und ohne Vorgabe</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Your corrected board</source>
        <translation>Dein korrigierter Spielplan</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>Profis</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>beginners</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>campground</source>
        <translation>Zeltplatz</translation>
    </message>
    <message>
        <source>did not reach A yet</source>
        <translation>A noch nicht erreicht</translation>
    </message>
    <message>
        <source>difficult</source>
        <translation>schwierig</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>nicht geschafft</translation>
    </message>
    <message>
        <source>it is larger than {0} MB, more than a file saved by this app holds</source>
        <translation>sie ist größer als {0} MB, mehr als eine von dieser App gespeicherte Datei enthält</translation>
    </message>
    <message>
        <source>it is not a file (a folder, a device or a pipe)</source>
        <translation>sie ist keine Datei (sondern ein Ordner, ein Gerät oder eine Pipe)</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>geschafft</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>not yet A</source>
        <translation>noch nicht A</translation>
    </message>
    <message>
        <source>not yet: a card waits for its retry decision</source>
        <translation>noch nicht: eine Karte wartet auf die Entscheidung zum neuen Versuch</translation>
    </message>
    <message>
        <source>ran alone</source>
        <translation>allein gelaufen</translation>
    </message>
    <message>
        <source>reached A</source>
        <translation>A erreicht</translation>
    </message>
    <message>
        <source>reached B</source>
        <translation>B erreicht</translation>
    </message>
    <message>
        <source>reached the peak</source>
        <translation>Gipfel erreicht</translation>
    </message>
    <message>
        <source>space {0}</source>
        <translation>Feld {0}</translation>
    </message>
    <message>
        <source>still playing</source>
        <translation>läuft noch</translation>
    </message>
    <message>
        <source>the campground</source>
        <translation>Zeltplatz</translation>
    </message>
    <message>
        <source>the peak (C)</source>
        <translation>der Gipfel (C)</translation>
    </message>
    <message>
        <source>with a handicap</source>
        <translation>mit Vorgabe</translation>
    </message>
    <message>
        <source>without</source>
        <translation>ohne</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>{0} (pause left out)</source>
        <translation>{0} (Pause nicht gezählt)</translation>
    </message>
    <message>
        <source>{0} ({1} open)</source>
        <translation>{0} ({1} offen)</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} und {1}</translation>
    </message>
    <message>
        <source>{0} so far</source>
        <translation>{0} bisher</translation>
    </message>
    <message>
        <source>{0} with {1}</source>
        <translation>{0} mit {1}</translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1}, route {2}: %n attempt(s)</source>
        <translation>
            <numerusform>{0}, {1}, Route {2}: %n Versuch</numerusform>
            <numerusform>{0}, {1}, Route {2}: %n Versuche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1}: %n attempt(s)</source>
        <extracomment>No column of a statistics table is wider than this. Build-and-try times of the attempts of the game shown (by seq).</extracomment>
        <translation>
            <numerusform>{0}, {1}: %n Versuch</numerusform>
            <numerusform>{0}, {1}: %n Versuche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1}: %n card(s) mastered</source>
        <translation>
            <numerusform>{0}, {1}: %n Karte geschafft</numerusform>
            <numerusform>{0}, {1}: %n Karten geschafft</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, {1}: started at {2}, got to {3}</source>
        <translation>{0}, {1}: Start bei {2}, bis {3} gekommen</translation>
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
        <translation>Farbe {0}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Adventurers</source>
        <translation>Abenteurer</translation>
    </message>
    <message>
        <source>Frolicking area</source>
        <translation>Tummelplatz</translation>
    </message>
    <message>
        <source>Last card of pile {pile}! Feed the fox and master it to reach {target}, or the team loses.</source>
        <translation>Letzte Karte von Stapel {pile}! Füttere den Fuchs und schaff sie, um {target} zu erreichen, sonst verliert das Team.</translation>
    </message>
    <message>
        <source>Last card of pile {pile}! Master it to reach {target}, or the team loses.</source>
        <translation>Letzte Karte von Stapel {pile}! Schaff sie, um {target} zu erreichen, sonst verliert das Team.</translation>
    </message>
    <message>
        <source>Last card of pile {pile}: {target} is out of reach, the team will lose.</source>
        <translation>Letzte Karte von Stapel {pile}: Das Team kann {target} nicht mehr erreichen und wird verlieren.</translation>
    </message>
    <message>
        <source>Owl tiles</source>
        <translation>Eulenkärtchen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Practice plan</source>
        <translation>Übungsplan</translation>
    </message>
    <message>
        <source>Route cards</source>
        <translation>Routenkarten</translation>
    </message>
    <message>
        <source>Route on the table</source>
        <translation>Route auf dem Tisch</translation>
    </message>
    <message>
        <source>Solo training</source>
        <translation>Solo-Training</translation>
    </message>
    <message>
        <source>Table</source>
        <extracomment>The size at which the text sizes in theme are used unscaled: in a column, and with the boxes side by side (the strip below the map in a wide window). The strip&apos;s text never grows past this: on a big screen the map gets the room.</extracomment>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Team marker</source>
        <translation>Team-Routenmarker</translation>
    </message>
    <message>
        <source>intermediate destination {pile}</source>
        <translation>Zwischenziel {pile}</translation>
    </message>
    <message>
        <source>the peak C</source>
        <translation>den Gipfel C</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message numerus="yes">
        <source>%n rod(s)</source>
        <translation>
            <numerusform>%n Stab</numerusform>
            <numerusform>%n Stäbe</numerusform>
        </translation>
    </message>
    <message>
        <source>+ {list}</source>
        <translation>+ {list}</translation>
    </message>
    <message numerus="yes">
        <source>+%n squirrel(s) (difficult route, first attempt only)</source>
        <translation>
            <numerusform>+%n Eichhörnchen (schwierige Route, nur beim ersten Versuch)</numerusform>
            <numerusform>+%n Eichhörnchen (schwierige Route, nur beim ersten Versuch)</numerusform>
        </translation>
    </message>
    <message>
        <source>A card of route {pile} turns up next.</source>
        <translation>Als Nächstes wird eine Karte von Route {pile} aufgedeckt.</translation>
    </message>
    <message>
        <source>Difficult route chosen</source>
        <translation>Schwierige Route gewählt</translation>
    </message>
    <message>
        <source>Discard: empty</source>
        <translation>Ablage: leer</translation>
    </message>
    <message>
        <source>Discard: {list}</source>
        <translation>Ablage: {list}</translation>
    </message>
    <message>
        <source>Draw pile: {n}</source>
        <translation>Nachziehstapel: {n}</translation>
    </message>
    <message>
        <source>Extra task: {text}</source>
        <translation>Zusatzaufgabe: {text}</translation>
    </message>
    <message numerus="yes">
        <source>Frolicking area: %n squirrel(s)</source>
        <translation>
            <numerusform>Tummelplatz: %n Eichhörnchen</numerusform>
            <numerusform>Tummelplatz: %n Eichhörnchen</numerusform>
        </translation>
    </message>
    <message>
        <source>Letter tile {pile}, letter side up; its back shows {value}</source>
        <translation>Buchstaben-Kärtchen {pile}, Buchstabe oben; die Rückseite zeigt {value}</translation>
    </message>
    <message>
        <source>Letter tile {pile}, turned over: {value}</source>
        <translation>Buchstaben-Kärtchen {pile}, umgedreht: {value}</translation>
    </message>
    <message>
        <source>Marker on space {pos}; intermediate {pile} is space {goal}.</source>
        <translation>Routenmarker auf Feld {pos}; Zwischenziel {pile} ist Feld {goal}.</translation>
    </message>
    <message>
        <source>Marker on space {pos}; the peak C is space {goal}.</source>
        <translation>Routenmarker auf Feld {pos}; der Gipfel C ist Feld {goal}.</translation>
    </message>
    <message>
        <source>Needs: {list}</source>
        <translation>Braucht: {list}</translation>
    </message>
    <message>
        <source>No owl tile under pile {pile}</source>
        <translation>Kein Eulenkärtchen unter Stapel {pile}</translation>
    </message>
    <message>
        <source>No route is built: the player chooses a pile.</source>
        <translation>Keine Route ist gebaut: Der Spieler wählt einen Stapel.</translation>
    </message>
    <message>
        <source>Owl tile under pile {pile}, face down</source>
        <translation>Eulenkärtchen unter Stapel {pile}, verdeckt</translation>
    </message>
    <message>
        <source>Owl tile under pile {pile}, turned over: {value}</source>
        <translation>Eulenkärtchen unter Stapel {pile}, umgedreht: {value}</translation>
    </message>
    <message numerus="yes">
        <source>Pile {pile}: %n card(s) left</source>
        <translation>
            <numerusform>Stapel {pile}: noch %n Karte</numerusform>
            <numerusform>Stapel {pile}: noch %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Route {pile}</source>
        <translation>Route {pile}</translation>
    </message>
    <message>
        <source>Route {pile}: {m} of {n} mastered, {f} failed</source>
        <translation>Route {pile}: {m} von {n} geschafft, {f} nicht geschafft</translation>
    </message>
    <message>
        <source>Section {pile}</source>
        <translation>Abschnitt {pile}</translation>
    </message>
    <message>
        <source>Squirrels: {n}</source>
        <translation>Eichhörnchen: {n}</translation>
    </message>
    <message>
        <source>Team squirrels: {n}</source>
        <translation>Eichhörnchen des Teams: {n}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>The next card turns up soon.</source>
        <translation>Gleich wird die nächste Karte aufgedeckt.</translation>
    </message>
    <message numerus="yes">
        <source>card(s) left</source>
        <translation>
            <numerusform>übrig</numerusform>
            <numerusform>übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>{colour} marker</source>
        <extracomment>The smallest text size, in pixels, for anything a player reads. The boxes&apos; labels and frames by name, found once per game. What each part of the table was last filled from (see _unchanged). The text size, against the size the theme&apos;s sizes are made for.</extracomment>
        <translation>Routenmarker {colour}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n squirrel(s)</source>
        <translation>
            <numerusform>{name}: %n Eichhörnchen</numerusform>
            <numerusform>{name}: %n Eichhörnchen</numerusform>
        </translation>
    </message>
    <message>
        <source>❄ Ice crystal: the grizzly slides and keeps its paws on the path</source>
        <translation>❄ Eiskristall: Der Grizzly rutscht und behält die Pfoten auf dem Weg</translation>
    </message>
</context>
<context>
    <name>TeamOutlook</name>
    <message>
        <source>From your records, the next expedition: {level}, {start}: about {chance} to reach the peak.</source>
        <translation>Nach den bisherigen Spielen die nächste Expedition: {level}, {start}: Chance auf den Gipfel etwa {chance}.</translation>
    </message>
    <message>
        <source>Play it this way</source>
        <translation>So spielen</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>Profis</translation>
    </message>
    <message>
        <source>beginners</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>from intermediate destination A</source>
        <translation>ab Zwischenziel A</translation>
    </message>
    <message>
        <source>from intermediate destination B</source>
        <translation>ab Zwischenziel B</translation>
    </message>
    <message>
        <source>from the campground</source>
        <translation>ab dem Zeltplatz</translation>
    </message>
</context>
<context>
    <name>TeamTab</name>
    <message>
        <source>Fox spaces</source>
        <translation>Fuchsfelder</translation>
    </message>
    <message>
        <source>Fox spaces: click them</source>
        <translation>Fuchsfelder: klicke sie an</translation>
    </message>
    <message>
        <source>Intermediate destination {0}:</source>
        <translation>Zwischenziel {0}:</translation>
    </message>
    <message>
        <source>Intermediate {0} space</source>
        <translation>Feld von Zwischenziel {0}</translation>
    </message>
    <message>
        <source>Intermediate {0} squirrels</source>
        <translation>Eichhörnchen bei Zwischenziel {0}</translation>
    </message>
    <message>
        <source>Major shortcut costs</source>
        <translation>Große Abkürzung kostet</translation>
    </message>
    <message>
        <source>Major shortcut ends on space</source>
        <translation>Große Abkürzung endet auf Feld</translation>
    </message>
    <message>
        <source>Major shortcut starts on space</source>
        <translation>Große Abkürzung beginnt auf Feld</translation>
    </message>
    <message>
        <source>Major shortcut:</source>
        <translation>Große Abkürzung:</translation>
    </message>
    <message>
        <source>Peak C is space:</source>
        <translation>Gipfel C ist Feld:</translation>
    </message>
    <message>
        <source>Peak space</source>
        <extracomment>Each team value&apos;s guess box, by the name the board data gives its guess.</extracomment>
        <translation>Gipfelfeld</translation>
    </message>
    <message>
        <source>from</source>
        <translation>von</translation>
    </message>
    <message>
        <source>space</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>squirrels</source>
        <translation>Eichhörnchen</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>Violett</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>Marker fills, in turn order (R1). Hex strings, so nothing mutable lives at module level. The team route marker: a colour none of the race markers uses. Smallest side of anything a finger or a mouse must hit, in logical pixels. Text sizes in logical pixels (Qt scales them on high-DPI screens). Chosen so the numbers that matter read from two metres on a laptop screen. How long a marker takes to move to its new space.</extracomment>
        <translation>Weiß</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message numerus="yes">
        <source>%n rod(s)</source>
        <translation>
            <numerusform>%n Stab</numerusform>
            <numerusform>%n Stäbe</numerusform>
        </translation>
    </message>
    <message>
        <source>(+ {0})</source>
        <translation>(+ {0})</translation>
    </message>
    <message>
        <source>(check the card)</source>
        <translation>(prüfen)</translation>
    </message>
    <message>
        <source>Attempt {0}: try again, then press Mastered or Failed.</source>
        <translation>Versuch {0}: Probier es noch mal, dann drück „Geschafft“ oder „Nicht geschafft“.</translation>
    </message>
    <message>
        <source>Build the route and try it. Then press Mastered or Failed.</source>
        <translation>Bau die Route und probier sie aus. Dann drück „Geschafft“ oder „Nicht geschafft“.</translation>
    </message>
    <message>
        <source>Choose a pile and turn over its top card.</source>
        <translation>Wähl einen Stapel und deck die oberste Karte auf.</translation>
    </message>
    <message>
        <source>Difficult route: one attempt only.</source>
        <translation>Schwierige Route: nur ein Versuch.</translation>
    </message>
    <message>
        <source>Extra task: {task}{also}: +{reward} on the first attempt</source>
        <translation>Zusatzaufgabe: {task}{also}: +{reward} beim ersten Versuch</translation>
    </message>
    <message>
        <source>F</source>
        <comment>key for Failed, one letter</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Nicht geschafft</translation>
    </message>
    <message>
        <source>Failed  ({0})</source>
        <translation>Nicht geschafft  ({0})</translation>
    </message>
    <message>
        <source>Failed. Which owl tile do you turn over? You move back by its second number.</source>
        <translation>Nicht geschafft. Welches Eulenkärtchen deckst du auf? Du ziehst so viele Felder zurück, wie die zweite Zahl zeigt.</translation>
    </message>
    <message>
        <source>Fox space: this route must be mastered on the first attempt.</source>
        <translation>Fuchsfeld: Diese Route muss beim ersten Versuch klappen.</translation>
    </message>
    <message>
        <source>Ice crystal: the grizzly slides and must keep touching the path.</source>
        <translation>Eiskristall: Der Grizzly rutscht und muss den Weg immer berühren.</translation>
    </message>
    <message>
        <source>Intermediate destination {pile} can no longer be reached: too few cards are left in pile {pile}. The team will lose when they run out.</source>
        <translation>Zwischenziel {pile} ist nicht mehr zu erreichen: Im Stapel {pile} sind zu wenige Karten übrig. Das Team verliert, wenn sie aufgebraucht sind.</translation>
    </message>
    <message>
        <source>Keys: {0} mastered, {1} failed, 1-9 choices, Ctrl+Z undo, F1 rules</source>
        <translation>Tasten: {0} geschafft, {1} nicht geschafft, 1–9 Auswahl, Strg+Z rückgängig, F1 Regeln</translation>
    </message>
    <message>
        <source>M</source>
        <comment>key for Mastered, one letter</comment>
        <extracomment>Mastered and Failed: the buttons pressed most, from a chair, by small hands. Their height when the panel is compact (see TurnPanel.set_compact): still a big target. How much larger than the app&apos;s text each part of the panel is drawn: normally, and compact (a short window or large text: the choices must stay in view). The least size a long name and colour shrink to before they end in &quot;…&quot;. The player asked why a choice is missing or wants the rule (F1 opens help). The state shown (shown again when the panel turns compact). Where the squirrels stand: beside the name, or below it (see _arrange_who). The card&apos;s spacing and margins as the style gives them (see set_compact).</extracomment>
        <translation>G</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>Geschafft</translation>
    </message>
    <message>
        <source>Mastered  ({0})</source>
        <translation>Geschafft  ({0})</translation>
    </message>
    <message>
        <source>Mastered! Which owl tile do you turn over? You move forward by its first number.</source>
        <translation>Geschafft! Welches Eulenkärtchen deckst du auf? Du ziehst so viele Felder vor, wie die erste Zahl zeigt.</translation>
    </message>
    <message>
        <source>Normal or difficult route?</source>
        <translation>Normale oder schwierige Route?</translation>
    </message>
    <message>
        <source>Normal route: without the extra task.</source>
        <translation>Normale Route: ohne die Zusatzaufgabe.</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>Spielerfarbe</translation>
    </message>
    <message>
        <source>Someone reached the peak: this is the last round.</source>
        <translation>Jemand hat den Gipfel erreicht: Das ist die letzte Runde.</translation>
    </message>
    <message>
        <source>Take the built route, or change to another route?</source>
        <translation>Die gebaute Route nehmen oder zu einer anderen Route wechseln?</translation>
    </message>
    <message>
        <source>Take the major shortcut, or turn over the next card?</source>
        <translation>Die große Abkürzung nehmen oder die nächste Karte aufdecken?</translation>
    </message>
    <message>
        <source>Team: {0}</source>
        <translation>Team: {0}</translation>
    </message>
    <message>
        <source>That attempt failed. Try again or accept the failure?</source>
        <translation>Dieser Versuch hat nicht geklappt. Noch mal versuchen oder nicht?</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The peak C can no longer be reached: too few cards are left in pile {pile}. The team will lose when they run out.</source>
        <translation>Der Gipfel C ist nicht mehr zu erreichen: Im Stapel {pile} sind zu wenige Karten übrig. Das Team verliert, wenn sie aufgebraucht sind.</translation>
    </message>
    <message>
        <source>Turn over the face-down owl tile. What does it show?</source>
        <translation>Deck das verdeckte Eulenkärtchen auf. Was zeigt es?</translation>
    </message>
    <message>
        <source>Turn over the top card of pile {0}. Which card is it?</source>
        <translation>Deck die oberste Karte von Stapel {0} auf. Welche Karte ist es?</translation>
    </message>
    <message>
        <source>{colour}: {name}</source>
        <translation>{colour}: {name}</translation>
    </message>
    <message>
        <source>{name}  (route {pile})</source>
        <translation>{name}  (Route {pile})</translation>
    </message>
    <message>
        <source>{rods}; needs: {materials}</source>
        <translation>{rods}; braucht: {materials}</translation>
    </message>
</context>
</TS>
