<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Backups</name>
    <message numerus="yes">
        <source>%n game(s), last played {0}</source>
        <translation>
            <numerusform>%n game, last played {0}</numerusform>
            <numerusform>%n games, last played {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalloonCoach</name>
    <message numerus="yes">
        <source>%n grappling hook(s) ({held})</source>
        <translation>
            <numerusform>%n grappling hook ({held})</numerusform>
            <numerusform>%n grappling hooks ({held})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sleeping gas ({held})</source>
        <translation>
            <numerusform>%n sleeping gas ({held})</numerusform>
            <numerusform>%n sleeping gas ({held})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) to the Moon</source>
        <translation>
            <numerusform>%n space to the Moon</numerusform>
            <numerusform>%n spaces to the Moon</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n storm(s) ({held})</source>
        <translation>
            <numerusform>%n storm ({held})</numerusform>
            <numerusform>%n storms ({held})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}, space {space}, %n card(s) left</source>
        <translation>
            <numerusform>{name}, space {space}, %n card left</numerusform>
            <numerusform>{name}, space {space}, %n cards left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mastered</source>
        <translation>
            <numerusform>%n mastered</numerusform>
            <numerusform>%n mastered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of {0} mastered</source>
        <translation>
            <numerusform>%n of {0} mastered</numerusform>
            <numerusform>%n of {0} mastered</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message numerus="yes">
        <source>Training complete: %n card(s) mastered</source>
        <translation>
            <numerusform>Training complete: %n card mastered</numerusform>
            <numerusform>Training complete: %n cards mastered</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairRaceBox</name>
    <message numerus="yes">
        <source>Raced together with a handicap: %n time(s); wins: {wins}.</source>
        <translation>
            <numerusform>Raced together with a handicap: %n time; wins: {wins}.</numerusform>
            <numerusform>Raced together with a handicap: %n times; wins: {wins}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Without: %n time(s); wins: {wins}.</source>
        <translation>
            <numerusform>Without: %n time; wins: {wins}.</numerusform>
            <numerusform>Without: %n times; wins: {wins}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandicapWords</name>
    <message numerus="yes">
        <source>%n extra squirrel(s)</source>
        <translation>
            <numerusform>%n extra squirrel</numerusform>
            <numerusform>%n extra squirrels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more squirrel(s) at the start</source>
        <translation>
            <numerusform>%n more squirrel at the start</numerusform>
            <numerusform>%n more squirrels at the start</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a head start of %n space(s)</source>
        <translation>
            <numerusform>a head start of %n space</numerusform>
            <numerusform>a head start of %n spaces</numerusform>
        </translation>
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
            <numerusform>%n saved game could not be read and is left out.</numerusform>
            <numerusform>%n saved games could not be read and are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n storm(s): the round is stormy.</source>
        <translation>
            <numerusform>%n storm: the round is stormy.</numerusform>
            <numerusform>%n storms: the round is stormy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n storms cancel out: no storm.</source>
        <translation>
            <numerusform>%n storm cancels out: no storm.</numerusform>
            <numerusform>%n storms cancel out: no storm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest chain of grappling hooks: %n hook(s).</source>
        <translation>
            <numerusform>Longest chain of grappling hooks: %n hook.</numerusform>
            <numerusform>Longest chain of grappling hooks: %n hooks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Baron&apos;s pile: %n card(s)</source>
        <translation>
            <numerusform>The Baron&apos;s pile: %n card</numerusform>
            <numerusform>The Baron&apos;s pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>down %n</source>
        <translation>
            <numerusform>down %n</numerusform>
            <numerusform>down %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up %n</source>
        <translation>
            <numerusform>up %n</numerusform>
            <numerusform>up %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message numerus="yes">
        <source>Practice plan: %n card(s)</source>
        <translation>
            <numerusform>Practice plan: %n card</numerusform>
            <numerusform>Practice plan: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Since last time: %n card(s) better</source>
        <translation>
            <numerusform>Since last time: %n card better</numerusform>
            <numerusform>Since last time: %n cards better</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message numerus="yes">
        <source>%n squirrel(s)</source>
        <translation>
            <numerusform>%n squirrel</numerusform>
            <numerusform>%n squirrels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SoloWords</name>
    <message numerus="yes">
        <source>squirrel(s) left</source>
        <extracomment>Per pile in the course: the top of its row (a practice plan: per row of its cards, &quot;0&quot;, &quot;1&quot;, ...). A practice plan&apos;s cards per row (0: the piles&apos; rows of a training). A training: per pile&apos;s row, its tiles per line (a long pile takes two lines, so its cards&apos; names stay large enough to read), and the gap between the lines. The solo tiles&apos; extents in canvas units, for the geometry they were made with. A practice plan&apos;s reasons, one per card in the plan&apos;s order (see set_plan_reasons). The solo parts&apos; places in widget pixels, for the transform they were made with. Card names fitted to their tile, per name and width.</extracomment>
        <translation>
            <numerusform>squirrel left</numerusform>
            <numerusform>squirrels left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message numerus="yes">
        <source>At the campground, %n squirrel(s)</source>
        <translation>
            <numerusform>At the campground, %n squirrel</numerusform>
            <numerusform>At the campground, %n squirrels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Space {0}, %n squirrel(s)</source>
        <translation>
            <numerusform>Space {0}, %n squirrel</numerusform>
            <numerusform>Space {0}, %n squirrels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} mastered, {1} failed, %n squirrel(s)</source>
        <translation>
            <numerusform>{0} mastered, {1} failed, %n squirrel</numerusform>
            <numerusform>{0} mastered, {1} failed, %n squirrels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1}, %n squirrel(s)</source>
        <translation>
            <numerusform>{0}, {1}, %n squirrel</numerusform>
            <numerusform>{0}, {1}, %n squirrels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <source>%n game(s) added</source>
        <translation>
            <numerusform>%n game added</numerusform>
            <numerusform>%n games added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were already here</source>
        <translation>
            <numerusform>%n game was already here</numerusform>
            <numerusform>%n games were already here</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n new player</numerusform>
            <numerusform>%n new players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n race(s) run alone (not counted as wins)</source>
        <translation>
            <numerusform>%n race run alone (not counted as a win)</numerusform>
            <numerusform>%n races run alone (not counted as wins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n squirrel(s)</source>
        <translation>
            <numerusform>%n squirrel</numerusform>
            <numerusform>%n squirrels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved in {0}, except %n thing(s) that could not be read:</source>
        <translation>
            <numerusform>Saved in {0}, except %n thing that could not be read:</numerusform>
            <numerusform>Saved in {0}, except %n things that could not be read:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1}, route {2}: %n attempt(s)</source>
        <translation>
            <numerusform>{0}, {1}, route {2}: %n attempt</numerusform>
            <numerusform>{0}, {1}, route {2}: %n attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1}: %n attempt(s)</source>
        <extracomment>No column of a statistics table is wider than this. Build-and-try times of the attempts of the game shown (by seq).</extracomment>
        <translation>
            <numerusform>{0}, {1}: %n attempt</numerusform>
            <numerusform>{0}, {1}: %n attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1}: %n card(s) mastered</source>
        <translation>
            <numerusform>{0}, {1}: %n card mastered</numerusform>
            <numerusform>{0}, {1}: %n cards mastered</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message numerus="yes">
        <source>%n rod(s)</source>
        <translation>
            <numerusform>%n rod</numerusform>
            <numerusform>%n rods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n squirrel(s) (difficult route, first attempt only)</source>
        <translation>
            <numerusform>+%n squirrel (difficult route, first attempt only)</numerusform>
            <numerusform>+%n squirrels (difficult route, first attempt only)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Frolicking area: %n squirrel(s)</source>
        <translation>
            <numerusform>Frolicking area: %n squirrel</numerusform>
            <numerusform>Frolicking area: %n squirrels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pile {pile}: %n card(s) left</source>
        <translation>
            <numerusform>Pile {pile}: %n card left</numerusform>
            <numerusform>Pile {pile}: %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>card(s) left</source>
        <translation>
            <numerusform>card left</numerusform>
            <numerusform>cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n squirrel(s)</source>
        <translation>
            <numerusform>{name}: %n squirrel</numerusform>
            <numerusform>{name}: %n squirrels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message numerus="yes">
        <source>%n rod(s)</source>
        <translation>
            <numerusform>%n rod</numerusform>
            <numerusform>%n rods</numerusform>
        </translation>
    </message>
</context>
</TS>
