# French (fr) words of Trails of Tucana; translated from en.ftl.
# Terms of our own: chemin (trail), chemin bonus (bonus trail), attraction (sight), obélisque, livre, toucan, yéti, monstre marin, feuille (sheet), carte bleue / carte rouge (blue/red bonus card), rythme libre (free pace), échelle solo (solo ladder), the solo ladder's titles (tucana-ladder-*).

tucana-rules-in-short = Chaque tour montre deux cartes terrain : trace un chemin entre deux cases voisines de ces terrains avec `/{ slash-trail }`, n'importe où sur ton île, jamais deux fois sur le même segment. Relie les attractions (obélisque, livre, toucan, yéti, monstre marin) à un village : à la fin de chaque manche, chaque attraction reliée jusque-là marque des points. Relier les deux villages d'une même lettre marque leur paire ; le premier à le faire gagne une carte bonus. Ta 2e attraction d'un type (3e sur Isla Grande) rapporte un chemin bonus. Les points bonus départagent les égalités. En rythme libre, personne n'attend : tes cartes suivantes arrivent en privé dès que tu finis un tour.
tucana-how-to-move = Trace ton chemin avec `/{ slash-trail }`.
tucana-timed-out = (aucun chemin tracé ce tour-ci)

tucana-map-own = Ta feuille (chemins possibles en surbrillance).
tucana-map-of = Feuille de { $player }{ $earlier ->
    [yes] {" "}telle qu'elle était à la fin de ton dernier tour
   *[no] {""}
}.
tucana-no-title = Pas de titre cette fois : l'échelle commence à 50 points sur Isla Petit et 110 sur Isla Grande.

## Les noms des choses

tucana-terrain-desert = désert
tucana-terrain-forest = forêt
tucana-terrain-mountain = montagne
tucana-terrain-water = eau
tucana-card-desert = désert
tucana-card-forest = forêt
tucana-card-mountain = montagne
tucana-card-water = eau
tucana-card-any = joker
tucana-sight-obelisk = obélisque
tucana-sight-book = livre
tucana-sight-toucan = toucan
tucana-sight-yeti = yéti
tucana-sight-sea-monster = monstre marin

## Refus d'un chemin tapé

tucana-not-a-trail = « { $typed } » n'est pas un chemin : écris deux cases, comme C3-D4
tucana-no-such-space = il n'y a pas de case { $space } sur { $map }
tucana-same-space = un chemin relie deux cases différentes, pas { $space } à elle-même
tucana-not-next-to = { $first } et { $second } ne sont pas voisines

## Refus des règles

tucana-game-over = la partie est terminée
tucana-no-such-seat = il n'y a pas de place { $seat } dans cette partie
tucana-resigned = tu as quitté cette partie
tucana-already-finished = tu as fini ce tour
tucana-already-drawn = { $trail } est déjà tracé
tucana-no-such-trail = ce chemin n'existe pas
tucana-no-bonus-owed = tu n'as pas de chemin bonus à passer
tucana-nothing-to-undo = tu n'as rien à annuler ce tour-ci
tucana-seat-finished = tu as joué tous tes tours
tucana-no-shared-turn = ici, chacun joue à son rythme : il n'y a pas de tour commun à clore
tucana-wrong-space = { $space } est une case { $terrain } ; ce tour demande { $need }
tucana-wrong-spaces = { $first } est une case { $first_terrain } et { $second } une case { $second_terrain } ; ce tour demande { $need }
tucana-both-spaces = { $first } et { $second } sont toutes deux des cases { $terrain } ; ce tour demande { $need }
tucana-neither-space = ni { $first } ({ $first_terrain }) ni { $second } ({ $second_terrain }) n'est une case { $card } ; ce tour demande { $need }
tucana-need-two = deux cases { $card }
tucana-need-both = { $first } et { $second }
tucana-need-any = n'importe quel terrain
tucana-solo-keep-all-stay = solo_keep est donné, mais il ne reste que { $left } { $left ->
        [one] carte bleue, elle reste
       *[other] cartes bleues, elles restent toutes
    }
tucana-solo-keep-gone = solo_keep désigne { $letter }, mais la carte bleue { $letter } n'est plus sur la table
tucana-bad-move = coup invalide « { $logged } »
tucana-bad-move-no-seat = coup invalide « { $logged } » : pas de place
tucana-bad-move-no-trail = coup invalide « { $logged } » : pas de chemin

## Les options d'une partie

tucana-option-yes-no = { $option } vaut oui ou non, pas { $value }
tucana-option-no-map = il n'y a pas de carte { $value } : petit ou grande
tucana-option-pace = le rythme est ensemble ou libre, pas { $value }
tucana-option-direction = le sens est horaire ou antihoraire, pas { $value }
tucana-option-unknown = Trails of Tucana n'a pas d'option { $option }

## Où en est un joueur

tucana-status-to-draw = doit tracer
tucana-status-owes = doit { $n } { $n ->
        [one] chemin bonus
       *[other] chemins bonus
    }
tucana-status-done = a fini
tucana-status-finished = terminé
tucana-progress-turn = tour { $turn } sur { $turns }
tucana-progress-left = parti

## Les cartes du tour

tucana-cards-line = les cartes : **{ $first }** et **{ $second }**
tucana-own-pace = chacun joue à son rythme

## La réponse à un coup

tucana-drew = Tu as tracé **{ $trail }** : { $gain }.
tucana-drew-nothing = Tu as tracé **{ $trail }** : pas encore de points.
tucana-skipped-owed = Passé ; encore { $n } { $n ->
        [one] chemin bonus dû
       *[other] chemins bonus dus
    }.
tucana-skipped-done = Chemin bonus passé : tu as fini ce tour.
tucana-undone = Annulé : ton dernier chemin de ce tour est effacé.
tucana-passed = Tu passes : tu as fini ce tour.
tucana-owed = Tu as droit à { $n } { $n ->
        [one] chemin bonus
       *[other] chemins bonus
    } : trace-le avec `/{ slash-trail }` (n'importe quel terrain), ou passe.
tucana-done-this-turn = Tu as fini ce tour.
tucana-next-turn = Ton prochain tour, { $progress } : { $cards }.
tucana-all-turns-played = Tu as joué tous tes tours.
tucana-skip-bonus = Passer le chemin bonus

## Ce que rapporte un chemin

tucana-gain-connects = relie { $sights } { $villages }
tucana-gain-pairs = relie { $n } { $n ->
        [one] paire
       *[other] paires
    } de villages
tucana-gain-bonus = rapporte { $n } { $n ->
        [one] chemin bonus
       *[other] chemins bonus
    }
tucana-villages-none = à un village
tucana-village = au village { $village }
tucana-villages = aux villages { $others } et { $last }

## Ce qu'on dit à la table

tucana-told-drew = a tracé **{ $trail }** ({ $note })
tucana-told-skipped = a passé un chemin bonus
tucana-told-undone = a repris son dernier chemin
tucana-told-passed = a passé
tucana-told-left = a quitté la partie
tucana-turn-skipped = les cartes sont { $first } + { $second } et personne ne peut les tracer

## Cartes bonus

tucana-bonus-blue = carte bleue { $letter } ({ $points } points)
tucana-bonus-blue-numbered = carte bleue { $letter } n° { $n } ({ $points } points)
tucana-bonus-red = carte rouge { $sight } ({ $points } points)
tucana-did-connect = { $letter }–{ $letter } reliés
tucana-did-link = deux attractions { $sight } reliées
tucana-connected = villages reliés
tucana-linked = attractions reliées
tucana-claim-won = — { $card } remportée ({ $done } au tour { $turn })
tucana-claim-provisional = — { $did } au tour { $turn } : { $card } acquise, partagée avec quiconque { $kind ->
        [blue] relie la même paire
       *[red] en fait autant
    } à ce même tour (provisoire)

## Classement

tucana-breakdown = attractions { $sights }, villages { $villages }, bonus { $bonus }
tucana-breakdown-provisional = attractions { $sights }, villages { $villages }, bonus { $bonus } (+{ $provisional } provisoire)
tucana-sights-connected = { $connected }/{ $all } attractions reliées

## Messages remis au service
tucana-note-then =
    { $said }
    { $then }
tucana-ladder-youre-better-than-a-yeti-at-least = Tu fais mieux qu'un yéti, au moins
tucana-ladder-you-get-a-day-off-on-the-beach = Un jour de repos à la plage
tucana-ladder-dinner-at-the-mayors-house = Dîner chez le maire
tucana-ladder-your-name-is-engraved-on-the-obelisk = Ton nom est gravé sur l'obélisque
tucana-ladder-even-the-sea-monsters-are-shocked = Même les monstres marins sont sidérés
tucana-ladder-too-good-for-tucana = Trop fort pour Tucana
tucana-ladder-title = { $title }
## Les options, pour les menus et l'aide

tucana-menu-map = L'île
tucana-menu-map-petit = Isla Petit
tucana-menu-map-grande = Isla Grande
tucana-menu-special-bonus = Jouer avec les cartes bonus spéciales (rouges)
tucana-menu-random-start = Tirer le village de départ
tucana-menu-direction = Sens de passage du premier joueur
tucana-menu-clockwise = horaire
tucana-menu-counter-clockwise = antihoraire
tucana-menu-symmetric = Tout le monde place les lettres comme l'hôte
tucana-menu-pace = Jouer les tours ensemble, ou les mêmes cartes chacun à son rythme
tucana-menu-together = ensemble
tucana-menu-free = libre : personne n'attend

## Note d'un chemin

tucana-dotted = { $first } · { $then }
tucana-trail-terrains = { $first }–{ $second }
tucana-gain-points = +{ $n }

## Les options en quelques mots

tucana-described-special-bonus = bonus spécial
tucana-described-random-start = départ aléatoire
tucana-described-symmetric = symétrique
tucana-described-free-pace = rythme libre

## Partie impossible à créer

tucana-set-up-refused = { $why }
tucana-set-up-players = une partie se joue de 1 à { $max } joueurs, pas { $players }
## Les images

tucana-island-petit = Isla Petit
tucana-island-grande = Isla Grande
tucana-picture-game-over = La partie est terminée
tucana-picture-all-played = { $island } · les { $rounds } manches jouées · voir le classement
tucana-picture-turn-cards = Cartes du tour
tucana-picture-island-round = { $island } · manche { $round } sur { $rounds }
tucana-picture-turn-of = Tour { $turn } sur { $turns }
tucana-picture-turns-left = { $left ->
        [0] dernier tour de la manche
        [one] tour restant après celui-ci
       *[other] tours restants après celui-ci
    }
tucana-picture-last-round = dernière manche
tucana-picture-rounds-after = encore { $n } { $n ->
        [one] manche
       *[other] manches
    } après celle-ci
tucana-picture-draw-one = Trace un chemin entre deux cases voisines : { $need }.
tucana-picture-any-two = deux cases au choix
tucana-picture-pair = { $first } + { $second }
tucana-picture-player = Joueur { $seat }
tucana-picture-final-standings = Classement final
tucana-picture-standings = Classement
tucana-picture-standings-after = Classement après la manche { $round } sur { $rounds }
tucana-picture-standings-over = { $island } · { $n } { $n ->
        [one] joueur
       *[other] joueurs
    } · les { $rounds } manches jouées
tucana-picture-standings-now = { $island } · { $n } { $n ->
        [one] joueur
       *[other] joueurs
    } · manche { $round } sur { $rounds }, tour { $turn } sur { $turns } · les attractions marquent à chaque fin de manche
tucana-picture-head-player = JOUEUR
tucana-picture-head-round = M{ $round }
tucana-picture-head-sights = ATTRACTIONS
tucana-picture-head-pairs = PAIRES
tucana-picture-head-villages = VILLAGES
tucana-picture-head-bonus = BONUS
tucana-picture-head-total = TOTAL
tucana-picture-title-earned = Titre obtenu : { $title }
tucana-picture-no-title = Pas de titre cette fois : le premier palier demande plus de points
tucana-picture-ladder-so-far = Échelle solo : { $points } points pour l'instant
tucana-picture-points = points
tucana-picture-title = Titre : { $title }
tucana-picture-no-title-reached = Aucun titre atteint
tucana-picture-daily-parts = Attractions { $sights } · Villages { $villages } · Bonus { $bonus }
tucana-picture-daily-sights = attractions reliées aux villages
tucana-picture-game-over-short = Partie finie
tucana-picture-has-left = A quitté la partie
tucana-picture-waiting = Fini : en attente des autres
tucana-picture-your-move = À toi : trace un chemin
tucana-picture-bonus-owed = { $n ->
        [one] Chemin bonus dû : trace un chemin au choix
       *[other] { $n } chemins bonus dus : trace des chemins au choix
    }
tucana-picture-done = Tour fini
tucana-picture-this-turn = Ce tour
tucana-picture-final-sheet = { $island } · feuille finale après { $rounds } manches
tucana-picture-every-turn-played = { $island } · tous les tours joués · en attente des autres
tucana-picture-sheet-when = { $island } · manche { $round } sur { $rounds } · tour { $turn } sur { $turns }
tucana-picture-legend-village = village : ta lettre
tucana-picture-legend-reaches = atteint un village
tucana-picture-legend-not-yet = pas encore
tucana-picture-legend-turn = { $this ->
        [yes] ce tour
       *[no] tour précédent
    }
tucana-picture-legend-legal = possible
tucana-picture-legal-head = CHEMINS JOUABLES ({ $n })
tucana-picture-bonus-any = bonus : chemin au choix
tucana-picture-no-trail = Aucun chemin possible
tucana-picture-any-trail-left = Tout chemin non tracé : { $n } restants
tucana-picture-more = +{ $n } autres
tucana-picture-sight-obelisk = Obélisque
tucana-picture-sight-book = Livre
tucana-picture-sight-toucan = Toucan
tucana-picture-sight-yeti = Yéti
tucana-picture-sight-sea-monster = Monstre marin
tucana-picture-sights-head = ATTRACTIONS
tucana-picture-sights-note = entourée si reliée à un village
tucana-picture-villages-head = VILLAGES
tucana-picture-villages-note = entourée si la paire est reliée
tucana-picture-bonus-won = gagné : { $points } { $points ->
        [one] point
       *[other] points
    }
tucana-picture-bonus-won-provisional = gagné : { $points } { $points ->
        [one] point
       *[other] points
    } (+{ $more } provisoire)
tucana-picture-bonus-head = CARTES BONUS
tucana-picture-none-yet = aucune
tucana-picture-on-the-table = Sur la table : { $blue }
tucana-picture-on-the-table-red = Sur la table : { $blue } · rouges : { $red }
tucana-picture-score-head = SCORE
tucana-picture-score-round = Manche { $round }
tucana-picture-score-villages = Villages
tucana-picture-score-bonus = Bonus
tucana-picture-score-total = Total
tucana-picture-final-score = Score final
tucana-picture-circled-now = Attractions entourées : { $now }, comptées en fin de manche

## Le jeu en terminal (tucana play)

tucana-terminal-help =
    Tape un chemin sous forme de deux cases, comme C3-D4 (ordre et casse libres).
      legal, ?   liste les chemins possibles, les meilleurs d'abord
      skip       refuse un chemin bonus
      undo       reprend ton dernier chemin de ce tour
      help       ce texte
      quit       arrête (la partie n'est pas sauvegardée)
tucana-terminal-daily = le défi du jour du { $date }
tucana-terminal-solo = une partie solo (graine { $seed })
tucana-terminal-not-recorded = le { $date } n'est pas enregistré dans { $db } : un bot enregistre un jour quand il est joué pour la première fois (donne --secret pour jouer un jour pas encore enregistré)
tucana-terminal-secret = le défi du { $date } est secret : donne --db CHEMIN (la base d'un bot, pour un jour qu'il a enregistré) ou --secret S (le secret quotidien du bot)
tucana-terminal-cannot-read = impossible de lire { $db } : { $error }
tucana-terminal-start = Trails of Tucana : { $title } sur { $island }.
tucana-terminal-villages = Tes villages : { $villages }.
tucana-terminal-special-bonus = Bonus spécial : relie deux attractions { $sight } entre elles pour 6 points.
tucana-terminal-stopped = Arrêté avant la fin ; la partie n'est pas sauvegardée.
tucana-terminal-drew = Tracé { $trail }.
tucana-terminal-declined = Chemin bonus refusé.
tucana-terminal-taken-back = Repris.
tucana-terminal-turn-skipped = Manche { $round }, tour { $turn } : les cartes sont { $first } + { $second } et tu ne peux pas les tracer ; on passe au tour suivant.
tucana-terminal-bonus-card = Carte bonus { $card } : +{ $points }.
tucana-terminal-round-ends = Fin de la manche { $round } : tes attractions marquent { $points }.
tucana-terminal-kept = Cartes bleues gardées pour la dernière manche : { $first } et { $second }.
tucana-terminal-game-over = Partie finie. Attractions { $sights }, villages { $villages }, bonus { $bonus } : { $total } points.
tucana-terminal-title = Titre : { $title }.
tucana-terminal-no-title = Pas encore de titre : le premier palier de l'échelle est à { $points }.
tucana-terminal-bonus-owed = { $n ->
        [one] Chemin bonus
       *[other] Chemins bonus
    } : trace un chemin au choix ({ $n } dû(s)), ou 'skip'.
tucana-terminal-turn = Manche { $round } sur { $rounds } · tour { $turn } sur { $turns } · cartes : { $first } + { $second }
tucana-terminal-gain-sight = { $sight } relié
tucana-terminal-gain-points = +{ $points } dans tes lignes d'attractions
tucana-terminal-gain-pair = { $letter }-{ $letter } reliés : +{ $points }
tucana-terminal-gain-twins = deux attractions { $sight } reliées : la carte rouge est à toi en fin de tour
tucana-terminal-gain-bonus = { $n } { $n ->
        [one] chemin bonus gagné
       *[other] chemins bonus gagnés
    }
tucana-terminal-legal = { $n } chemins possibles :
tucana-terminal-more = … et { $n } autres
tucana-terminal-you = Toi
tucana-terminal-cannot-write = impossible d'écrire la feuille dans { $path } : { $error }
tucana-terminal-sheet-drawn = Ta feuille est dessinée dans { $path } après chaque coup.

## Moves typed in the reader's words
tucana-typed-skip = sauter, saute
tucana-typed-undo = annuler, annule
tucana-typed-pass = passer, passe

## Takebacks (issue 46): the rule the help states.
tucana-undo-rule = **Reprendre** (`/{ slash-undo }`) : tes chemins de ce tour, un par un, jusqu'à ce que tu passes ou que le tour finisse (les cartes suivantes sont révélées).
