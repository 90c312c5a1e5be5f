# French (fr) words of Combi-Nations; translated from en.ftl.
# Terms of our own: tuile, case de sable (sand cell), marché (market), pile (stack), marqueur, flèche, demi-tour (U-turn), forêt / prairie / ville / lac, équipement (facility) and the facilities' names; the countries keep their English names (Delta, Shield…);
# players may type those or the French words of the combi-nations-typed-* messages below (bouclier, cœur, péninsule, cap).

combi-nations-rules-in-short = Chaque joueur remplit un pays de cases de sable avec des tuiles de terrain. À ton tour, choisis l'option 1, 2 ou 3 devant ta flèche sur le marché (une fois par partie, tu peux faire demi-tour : U1–U3), prends cette tuile et pose-la sur du sable à côté de tes terres. Forêts, prairies, villes et lacs marquent selon la taille de leurs zones, ton type le plus faible compte double ; les équipements rapportent 3 points chacun si leur condition est remplie. Remplir ton pays, ou n'avoir aucune tuile à poser, termine la partie après un dernier tour de table.
combi-nations-how-to-move = À ton tour, prends une tuile du marché et pose-la dans ton pays avec `/{ slash-move }` : l'option et les cases, par ex. `2 E3 E4 E5` (ou une ancre et une rotation, `2 E3 r0`).
combi-nations-timed-out = (pas de coup à temps, le jeu a donc joué : Delta à la mise en place, ou l'option 1 avec sa première pose possible)

combi-nations-map-own = Ton pays.
combi-nations-map-of = Le pays de { $player }.
combi-nations-no-title = Pas de titre cette fois : l'échelle commence à 60 points.

## Refus d'un coup tapé

combi-nations-choose-a-country = choisis un pays : { $countries } (pas « { $typed } »)
combi-nations-write-a-move = écris une option et l'endroit où va la tuile, par ex. `2 E3 E4 E5`
combi-nations-not-an-option = « { $typed } » n'est pas une option : écris 1, 2, 3 (ou U1, U2, U3 pour faire demi-tour)
combi-nations-say-where = option { $option } : dis où va la tuile, par ex. `{ $option } E3 E4 E5` ou `{ $option } E3 r0`
combi-nations-not-an-orientation = « { $typed } » n'est pas une orientation : écris de r0 à r5
combi-nations-orientation-after-anchor = « { $typed } » doit suivre une seule case d'ancrage, par ex. `{ $option } E3 r0`
combi-nations-too-many-labels = { $count } cases : une tuile a au plus 3 cases
combi-nations-does-not-fit = { $tile } tournée r{ $turn } avec la case 1 sur { $cell } ne tient pas dans { $country }

## Refus des règles

combi-nations-no-country-yet = tu n'as pas encore de pays
combi-nations-no-cell = { $country } n'a pas de case { $cell }
combi-nations-u-turn-made = tu as déjà fait ton demi-tour
combi-nations-no-option-now = il n'y a pas d'option { $option } maintenant
combi-nations-wrong-cell-count = { $tile } a { $cells } { $cells ->
        [one] case
       *[other] cases
    } : indique { $cells } { $cells ->
        [one] case
       *[other] cases
    } (ou une ancre et r0–r5)
combi-nations-wrong-shape = { $cells } n'a pas la forme de { $tile } ({ $shape ->
        [single] simple
        [pair] paire
        [line] ligne
        [bend] coude
       *[triangle] triangle
    }) dans cet ordre de cases
combi-nations-not-sand = { $cell } n'est pas du sable
combi-nations-touches-nothing = { $cells } ne touche aucune terre ni aucun équipement de ton pays
combi-nations-no-seat = il n'y a pas de place { $seat }
combi-nations-game-over = la partie est terminée
combi-nations-countries-chosen = les pays sont choisis : à ton tour, prends une tuile avec une option et ses cases, par ex. `2 E3 E4 E5`
combi-nations-country-chosen-already = tu as déjà choisi ton pays
combi-nations-you-left = tu as quitté cette partie
combi-nations-not-begun = la partie n'a pas commencé : chaque joueur choisit d'abord un pays
combi-nations-not-your-turn = ce n'est pas ton tour
combi-nations-left-already = tu as déjà quitté cette partie
combi-nations-not-a-move = pas un coup de Combi-Nations : { $logged }

## Ce que le jeu dit à la table et au joueur, et le classement
combi-nations-signed = { $sign ->
        [minus] −{ $n }
       *[plus] +{ $n }
    }
combi-nations-chose = → { $country }.
combi-nations-starting-player = est premier joueur : la première manche commence.
combi-nations-took = a pris l'option { $option }{ $auto ->
        [yes] {" "}(jouée à sa place : il a quitté la partie)
       *[no] {""}
    } : { $tile } en position { $position }, posée sur { $cells }{ $gained }. Le marqueur passe à la pile { $stack } ; { $refill }.
combi-nations-gained = {" "}({ $gain } maintenant, { $total } au total)
combi-nations-nothing = {""}
combi-nations-refilled = position { $position } remplie avec { $tile }
combi-nations-stays-empty = la position { $position } reste vide (les piles sont vides)
combi-nations-cannot-place-solo = ne peut poser aucune tuile du marché : la partie se termine.
combi-nations-cannot-place-triggers = ne peut poser aucune tuile du marché et passe. Cela déclenche la fin : on finit ce tour de table, puis on en joue un de plus.
combi-nations-cannot-place = ne peut poser aucune tuile du marché et passe.
combi-nations-filled-solo = a recouvert sa dernière case de sable : la partie se termine.
combi-nations-filled-triggers = a recouvert sa dernière case de sable. Cela déclenche la fin : on finit ce tour de table, puis on en joue un de plus.
combi-nations-extra-round = : un tour de plus chacun, dans l'ordre (leur tour dans la manche déclenchante s'est terminé par une pose) ; ensuite, la partie se termine.
combi-nations-opponent-moves = L'adversaire avance de { $steps } { $steps ->
        [one] tuile
       *[other] tuiles
    } jusqu'à la position { $position } et retire { $tile } du jeu. Le marqueur passe à la pile { $stack } ; { $refill }.
combi-nations-placed = Posée sur { $cells } : { $gain } maintenant, { $total } au total.
combi-nations-you-chose = Tu as choisi { $country } ; les pays sont montrés quand tout le monde a choisi.
combi-nations-choosing-country = choisit un pays
combi-nations-so-far = { $total } pour l'instant · { $breakdown }
combi-nations-breakdown-land = { $land ->
        [forest] forêt
        [grass] prairie
        [city] ville
       *[lake] lac
    } { $points }{ $doubled ->
        [yes] {" "}(×2)
       *[no] {""}
    }
combi-nations-breakdown = { $lands } · équipements { $facilities }{ $sand ->
        [0] {""}
       *[other] {" "}· sable −{ $sand }
    }
combi-nations-title = { $step ->
        [110] Combi-Nation de l'année
        [100] Une nation qui fait des envieux
        [90] Capitale de la région
        [80] Les touristes affluent
        [70] Une ville qui vaut le détour
       *[60] Tu as changé le sable en terre
    }
## Les options

combi-nations-menu-facilities = Les cartes équipement
combi-nations-menu-full = complètes
combi-nations-menu-simple = simples
combi-nations-menu-country = Le pays de chacun
combi-nations-menu-choose = choisi à la mise en place
combi-nations-for-everyone = { $country } pour tous
combi-nations-option-facilities = facilities vaut full ou simple, pas { $value }
combi-nations-option-no-country = il n'y a pas de pays { $value } : { $countries }, ou choose
combi-nations-option-unknown = Combi-Nations n'a pas d'option { $key } (facilities, country)
combi-nations-described-chosen = pays choisis à la mise en place
combi-nations-described-simple = { $country } · équipements simples
combi-nations-set-up-players = Combi-Nations se joue de 1 à 5 joueurs, pas { $players }

## Statut, titre, notes des coups possibles et conseils

combi-nations-status-left = a quitté la partie
combi-nations-status-chosen = a choisi un pays
combi-nations-status-to-choose = doit choisir un pays
combi-nations-status-to-move = doit jouer
combi-nations-status-sand = { $n } { $n ->
        [one] case de sable restante
       *[other] cases de sable restantes
    }
combi-nations-told-left = a quitté la partie
combi-nations-country-n = pays { $n }
combi-nations-placement-note = { $gain } · { $tile } en position { $position } · { $total } au total
combi-nations-hint-gains = { $gain } maintenant · { $tile }
combi-nations-headline-choosing = mise en place : chaque joueur choisit un pays : { $countries }
combi-nations-stack-left = { $stack } { $n }
combi-nations-headline = marqueur sur la pile { $stack } · tuiles restantes : { $left }
combi-nations-headline-extra = tour supplémentaire · { $headline }
combi-nations-set-up-refused = { $why }
## Les noms des choses

combi-nations-land-forest = forêt
combi-nations-land-grass = prairie
combi-nations-land-city = ville
combi-nations-land-lake = lac
combi-nations-country-delta = Delta
combi-nations-country-shield = Shield
combi-nations-country-heartland = Heartland
combi-nations-country-peninsula = Peninsula
combi-nations-country-cape = Cape
combi-nations-facility-wp = PARC ANIMALIER
combi-nations-facility-gc = GOLF
combi-nations-facility-fp = FÊTE FORAINE
combi-nations-facility-tb = BATEAU-MOUCHE
combi-nations-facility-re = RESTAURANT
combi-nations-facility-to = VOYAGISTE
combi-nations-facility-cs = CAMPING
combi-nations-facility-hc = REFUGES
combi-nations-facility-fa = FERME
combi-nations-facility-ma = CENTRE COMMERCIAL
combi-nations-facility-ha = PORT
combi-nations-facility-ht = SENTIERS
combi-nations-facility-mk = MARCHÉ
combi-nations-facility-me = MÉTRO
combi-nations-facility-ds = ÉCOLE DE PLONGÉE
combi-nations-facility-wt = MIRADOR
combi-nations-facility-vp = BELVÉDÈRE
combi-nations-facility-ba = BANQUE
combi-nations-facility-zo = ZOO
combi-nations-facility-ho = HÔTEL
combi-nations-facility-ap = AÉROPORT
combi-nations-facility-cu = DOUANE
combi-nations-facility-rt = CIRCUIT
combi-nations-facility-bc = RÉSERVE D'OISEAUX

## Les images

combi-nations-picture-land = { $land ->
        [forest] Forêt
        [grass] Prairie
        [city] Ville
       *[lake] Lac
    }
combi-nations-picture-vp = { $points } PV
combi-nations-picture-vp-unit = PV
combi-nations-picture-ordinal = { $kind ->
        [one] { $n ->
            [1] { $n }re
           *[other] { $n }e
        }
       *[other] { $n }e
    }
combi-nations-picture-place = { $place } place
combi-nations-picture-facilities = équipements { $points }
combi-nations-picture-penalty = sable vide −{ $penalty }
combi-nations-picture-no-penalty = sable vide { $empty } (sans pénalité)
combi-nations-picture-owner = { $owner } — { $country }
combi-nations-picture-placed = { $n } { $n ->
        [one] tuile posée
       *[other] tuiles posées
    } · { $sand } { $sand ->
        [one] case de sable restante
       *[other] cases de sable restantes
    }
combi-nations-picture-placed-last = { $placed } · dernière : { $tile } sur { $cells }
combi-nations-picture-fits = { $n ->
        [0] { $tile } ne tient nulle part dans ce pays
        [one] Où { $tile } tient : 1 pose
       *[other] Où { $tile } tient : { $n } poses
    }
combi-nations-picture-legend-sand = sable
combi-nations-picture-legend-last = dernière tuile
combi-nations-picture-legend-fits = la tuile tient ici
combi-nations-picture-opponent = Adversaire
combi-nations-picture-empty = vide
combi-nations-picture-market = Marché
combi-nations-picture-market-sub = { $m } positions, numérotées en sens horaire depuis le haut · au centre : les piles, leurs tuiles restantes et le marqueur
combi-nations-picture-choosing = Choix des pays en cours
combi-nations-picture-over = La partie est terminée
combi-nations-picture-to-move = À { $who } de jouer · { $extra ->
        [yes] tour supplémentaire
       *[no] manche { $round }
    }
combi-nations-picture-round = Manche { $round }
combi-nations-picture-arrows = Flèches (ordre du tour)
combi-nations-picture-arrow = position { $position } · { $turned ->
        [yes] sens antihoraire · demi-tour fait
       *[no] sens horaire · demi-tour pas encore fait
    }
combi-nations-picture-to-move-tag = à jouer
combi-nations-picture-marker = MARQUEUR
combi-nations-picture-final-standings = Classement final
combi-nations-picture-standings = Classement
combi-nations-picture-standings-in = Classement à la manche { $round }
combi-nations-picture-standings-sub = { $n } { $n ->
        [one] joueur
       *[other] joueurs
    }{ $solo ->
        [yes] {" "}· partie solo contre l'adversaire automatique
       *[no] {""}
    } · { $phase ->
        [over] la partie est terminée
        [choosing] choix des pays en cours
       *[playing] provisoire : le sable vide compte encore en négatif
    }
combi-nations-picture-head-player = Joueur · pays
combi-nations-picture-head-facilities = Équipements
combi-nations-picture-head-sand = Sable
combi-nations-picture-head-total = Total
combi-nations-picture-head-country = Pays
combi-nations-picture-choosing-country = choisit un pays
combi-nations-picture-country-tiles = { $country } · { $tiles } { $tiles ->
        [one] tuile
       *[other] tuiles
    }
combi-nations-picture-lowest = ×2 le plus bas
combi-nations-picture-largest = max { $size }
combi-nations-picture-no-area = aucune
combi-nations-picture-facility-count = { $n } { $n ->
        [one] équipement
       *[other] équipements
    }
combi-nations-picture-standings-foot = Le score de terrain le plus bas compte double (grisé). Égalité : le plus haut score de terrain le plus bas, puis le moins de sable vide.

## Moves typed in the reader's words
combi-nations-typed-delta = delta
combi-nations-typed-shield = bouclier
combi-nations-typed-heartland = cœur
combi-nations-typed-peninsula = péninsule
combi-nations-typed-cape = cap
## Pictures in every language (issue 44): a standing's empty sand cells.
combi-nations-picture-empty-cells = { $n ->
        [one] { $n } vide
       *[other] { $n } vides
    }

## Takebacks (issue 46): what /undo takes back, and what it says.
combi-nations-undone = Repris : ton coup est annulé ; rejoue.
combi-nations-undo-told = a repris son coup
combi-nations-undo-refused = Il n'y a rien à reprendre : un pays se reprend tant que tout le monde n'a pas choisi, une pose seulement avant que le joueur suivant joue et tant que les piles sont vides (une tuile piochée dans le marché a été vue de tous).
combi-nations-undo-rule = **Reprendre** (`/{ slash-undo }`) : ton pays, tant que tout le monde n'a pas choisi ; une pose, avant que le joueur suivant joue, seulement quand toutes les piles sont vides (une tuile piochée dans le marché ne peut pas être oubliée). Jamais après la fin de la partie.
combi-nations-typed-undo = annuler, annule
## The turn card (the turn post's picture)
combi-nations-card-market = Marché : { $m } positions dans le sens horaire depuis le haut (flèches en points)
combi-nations-card-stacks = Piles : tuiles restantes (le marqueur en or)
