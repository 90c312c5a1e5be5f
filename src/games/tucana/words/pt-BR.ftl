# Brazilian Portuguese (pt-BR) words of Trails of Tucana; translated from en.ftl.
# Terms of our own: trilha (trail), atração (sight), vila (village), coringa (any-terrain card), carta de bônus (bonus card), carta azul / vermelha (blue / red card), ficha (sheet), ranking / Ranking solo (solo ladder), the solo ladder's titles (tucana-ladder-*), monstro marinho (sea monster).

tucana-rules-in-short = A cada turno saem duas cartas de terreno: desenhe uma trilha entre espaços vizinhos desses terrenos com `/{ slash-trail }`, em qualquer lugar da sua ilha, nunca duas vezes no mesmo trecho. Ligue atrações (obelisco, livro, tucano, yeti, monstro marinho) a qualquer vila: no fim de cada rodada, toda atração já ligada pontua. Ligar as duas vilas de uma letra pontua o par; quem fizer isso primeiro ganha uma carta de bônus. Sua 2ª atração de um tipo (3ª na Isla Grande) dá uma trilha bônus. Os pontos de bônus desempatam. No ritmo livre ninguém espera: suas próximas cartas chegam em particular assim que você termina um turno.
tucana-how-to-move = Desenhe sua trilha com `/{ slash-trail }`.
tucana-timed-out = sem trilha neste turno

# What /map answers (the core asks every game for these words).
tucana-map-own = Sua ficha (trilhas válidas em destaque).
tucana-map-of = Ficha de { $player }{ $earlier ->
    [yes] , como estava quando você terminou seu último turno
   *[no] {""}
}.
tucana-no-title = Sem título desta vez: o ranking começa em 50 pontos na Isla Petit e 110 na Isla Grande.

## The names of things (nested in the messages below)

tucana-terrain-desert = deserto
tucana-terrain-forest = floresta
tucana-terrain-mountain = montanha
tucana-terrain-water = água
tucana-card-desert = deserto
tucana-card-forest = floresta
tucana-card-mountain = montanha
tucana-card-water = água
tucana-card-any = coringa
tucana-sight-obelisk = obelisco
tucana-sight-book = livro
tucana-sight-toucan = tucano
tucana-sight-yeti = yeti
tucana-sight-sea-monster = monstro marinho

## Refusals of a typed trail (spaces are labels like C3, as on the map)

tucana-not-a-trail = "{ $typed }" não é uma trilha: escreva dois espaços, como C3-D4
tucana-no-such-space = não existe o espaço { $space } na { $map }
tucana-same-space = uma trilha liga dois espaços diferentes, não { $space } a ele mesmo
tucana-not-next-to = { $first } e { $second } não são vizinhos

## Refusals of the rules

tucana-game-over = a partida acabou
tucana-no-such-seat = não existe o lugar { $seat } nesta partida
tucana-resigned = você saiu desta partida
tucana-already-finished = você já terminou este turno
tucana-already-drawn = { $trail } já está desenhada
tucana-no-such-trail = essa trilha não existe
tucana-no-bonus-owed = você não tem trilha bônus para pular
tucana-nothing-to-undo = não há nada para desfazer neste turno
tucana-seat-finished = você já jogou todos os seus turnos
tucana-no-shared-turn = aqui cada um joga no seu ritmo: não há turno comum para fechar
tucana-wrong-space = { $space } é { $terrain }; este turno pede { $need }
tucana-wrong-spaces = { $first } é { $first_terrain } e { $second } é { $second_terrain }; este turno pede { $need }
tucana-both-spaces = { $first } e { $second } são ambos { $terrain }; este turno pede { $need }
tucana-neither-space = nem { $first } ({ $first_terrain }) nem { $second } ({ $second_terrain }) é { $card }; este turno pede { $need }
tucana-need-two = dois espaços de { $card }
tucana-need-both = { $first } e { $second }
tucana-need-any = qualquer terreno
tucana-solo-keep-all-stay = solo_keep foi dado, mas { $left ->
        [one] só resta { $left } carta azul
       *[other] só restam { $left } cartas azuis
    }, então todas ficam
tucana-solo-keep-gone = solo_keep indica { $letter }, mas a carta azul { $letter } já não está na mesa
tucana-bad-move = jogada inválida "{ $logged }"
tucana-bad-move-no-seat = jogada inválida "{ $logged }": sem lugar
tucana-bad-move-no-trail = jogada inválida "{ $logged }": sem trilha

## A game's options, as a host sets them

tucana-option-yes-no = { $option } é yes ou no, não { $value }
tucana-option-no-map = não existe o mapa { $value }: petit ou grande
tucana-option-pace = pace é together ou free, não { $value }
tucana-option-direction = direction é clockwise ou counter-clockwise, não { $value }
tucana-option-unknown = Trails of Tucana não tem a opção { $option }

## Where a player stands (the table's status of a seat)

tucana-status-to-draw = a desenhar
tucana-status-owes = deve { $n } { $n ->
        [one] trilha bônus
       *[other] trilhas bônus
    }
tucana-status-done = pronto
tucana-status-finished = terminou
tucana-progress-turn = turno { $turn } de { $turns }
tucana-progress-left = saiu

## The turn's cards ($first, $second: the cards' names above)

tucana-cards-line = as cartas: **{ $first }** e **{ $second }**
tucana-own-pace = cada um joga no seu ritmo

## A move's reply to its player

tucana-drew = Você desenhou **{ $trail }**: { $gain }.
tucana-drew-nothing = Você desenhou **{ $trail }**: nenhum ponto ainda.
tucana-skipped-owed = Pulada; ainda { $n ->
        [one] falta { $n } trilha bônus
       *[other] faltam { $n } trilhas bônus
    }.
tucana-skipped-done = Trilha bônus pulada: você terminou este turno.
tucana-undone = Desfeito: sua última trilha deste turno foi apagada.
tucana-passed = Você passou: terminou este turno.
tucana-owed = Você tem direito a { $n } { $n ->
        [one] trilha bônus
       *[other] trilhas bônus
    }: desenhe com `/{ slash-trail }` (qualquer terreno) ou pule.
tucana-done-this-turn = Você terminou este turno.
tucana-next-turn = Seu próximo turno, { $progress }: { $cards }.
tucana-all-turns-played = Você jogou todos os seus turnos.
tucana-skip-bonus = Pular a trilha bônus

## What a trail gains (joined by " · ", after "+3")

tucana-gain-connects = liga { $sights } com { $villages }
tucana-gain-pairs = liga { $n } { $n ->
        [one] par de vilas
       *[other] pares de vilas
    }
tucana-gain-bonus = ganha { $n } { $n ->
        [one] trilha bônus
       *[other] trilhas bônus
    }
tucana-villages-none = uma vila
tucana-village = a vila { $village }
tucana-villages = as vilas { $others } e { $last }

## What the table is told (after the player's name)

tucana-told-drew = desenhou **{ $trail }** ({ $note })
tucana-told-skipped = pulou uma trilha bônus
tucana-told-undone = desfez sua última trilha
tucana-told-passed = passou
tucana-told-left = saiu da partida
tucana-turn-skipped = as cartas são { $first } + { $second } e ninguém consegue desenhá-las

## Bonus cards, and the free pace's race for them

tucana-bonus-blue = carta azul { $letter } ({ $points } pontos)
tucana-bonus-blue-numbered = carta azul { $letter } #{ $n } ({ $points } pontos)
tucana-bonus-red = carta vermelha { $sight } ({ $points } pontos)
tucana-did-connect = ligou { $letter }–{ $letter }
tucana-did-link = ligou duas atrações do tipo { $sight }
tucana-connected = ligou as vilas
tucana-linked = uniu as atrações
tucana-claim-won = ganhou { $card }: { $done } no turno { $turn }
tucana-claim-provisional = { $did } no turno { $turn }: { $card } é dele, dividida com quem mais { $kind ->
        [blue] ligar o mesmo par
       *[red] fizer o mesmo
    } nesse turno (provisório)

## The standings and the shared card

tucana-breakdown = atrações { $sights }, vilas { $villages }, bônus { $bonus }
tucana-breakdown-provisional = atrações { $sights }, vilas { $villages }, bônus { $bonus } (+{ $provisional } provisórios)
tucana-sights-connected = { $connected }/{ $all } atrações ligadas

## What a move, a standing and a shared result hand the service, as messages
tucana-note-then =
    { $said }
    { $then }
tucana-ladder-youre-better-than-a-yeti-at-least = Pelo menos você é melhor que um yeti
tucana-ladder-you-get-a-day-off-on-the-beach = Um dia de folga na praia
tucana-ladder-dinner-at-the-mayors-house = Jantar na casa do prefeito
tucana-ladder-your-name-is-engraved-on-the-obelisk = Seu nome está gravado no obelisco
tucana-ladder-even-the-sea-monsters-are-shocked = Até os monstros marinhos ficam chocados
tucana-ladder-too-good-for-tucana = Bom demais para Tucana
tucana-ladder-title = { $title }
## The options, for menus and help

tucana-menu-map = A ilha
tucana-menu-map-petit = Isla Petit
tucana-menu-map-grande = Isla Grande
tucana-menu-special-bonus = Jogar com as cartas de bônus especial (vermelhas)
tucana-menu-random-start = Sortear a vila inicial
tucana-menu-direction = Para que lado passa o início
tucana-menu-clockwise = horário
tucana-menu-counter-clockwise = anti-horário
tucana-menu-symmetric = Todos escrevem as letras como o anfitrião
tucana-menu-pace = Jogar os turnos juntos, ou as mesmas cartas cada um no seu ritmo
tucana-menu-together = juntos
tucana-menu-free = livre: ninguém espera

## A trail's note and gains, in parts joined by a dot

tucana-dotted = { $first } · { $then }
tucana-trail-terrains = { $first }–{ $second }
tucana-gain-points = +{ $n }

## The options in a few words (joined by a dot, after the island's name)

tucana-described-special-bonus = bônus especial
tucana-described-random-start = início sorteado
tucana-described-symmetric = simétrico
tucana-described-free-pace = ritmo livre

## A game that could not be set up ($why: what was wrong, in its developer's words)

tucana-set-up-refused = { $why }
tucana-set-up-players = uma partida tem de 1 a { $max } jogadores, não { $players }
## The pictures' words (cards, sheets, standings, the daily card)

tucana-island-petit = Isla Petit
tucana-island-grande = Isla Grande
tucana-picture-game-over = A partida acabou
tucana-picture-all-played = { $island } · as { $rounds } rodadas jogadas · veja a classificação
tucana-picture-turn-cards = Cartas deste turno
tucana-picture-island-round = { $island } · rodada { $round } de { $rounds }
tucana-picture-turn-of = Turno { $turn } de { $turns }
tucana-picture-turns-left = { $left ->
        [0] último turno da rodada
        [one] turno restante depois deste
       *[other] turnos restantes depois deste
    }
tucana-picture-last-round = última rodada
tucana-picture-rounds-after = mais { $n } { $n ->
        [one] rodada
       *[other] rodadas
    } depois desta
tucana-picture-draw-one = Desenhe uma trilha entre dois espaços vizinhos: { $need }.
tucana-picture-any-two = dois espaços quaisquer
tucana-picture-pair = { $first } + { $second }
tucana-picture-player = Jogador { $seat }
tucana-picture-final-standings = Classificação final
tucana-picture-standings = Classificação
tucana-picture-standings-after = Classificação após a rodada { $round } de { $rounds }
tucana-picture-standings-over = { $island } · { $n } { $n ->
        [one] jogador
       *[other] jogadores
    } · as { $rounds } rodadas jogadas
tucana-picture-standings-now = { $island } · { $n } { $n ->
        [one] jogador
       *[other] jogadores
    } · agora rodada { $round } de { $rounds }, turno { $turn } de { $turns } · atrações pontuam no fim de cada rodada
tucana-picture-head-player = JOGADOR
tucana-picture-head-round = R{ $round }
tucana-picture-head-sights = ATRAÇÕES
tucana-picture-head-pairs = PARES
tucana-picture-head-villages = VILAS
tucana-picture-head-bonus = BÔNUS
tucana-picture-head-total = TOTAL
tucana-picture-title-earned = Título conquistado: { $title }
tucana-picture-no-title = Sem título desta vez: o primeiro degrau pede mais pontos
tucana-picture-ladder-so-far = Ranking solo: { $points } pontos até agora
tucana-picture-points = pontos
tucana-picture-title = Título: { $title }
tucana-picture-no-title-reached = Nenhum título
tucana-picture-daily-parts = Atrações { $sights } · Vilas { $villages } · Bônus { $bonus }
tucana-picture-daily-sights = atrações ligadas a vilas
tucana-picture-game-over-short = Fim de jogo
tucana-picture-has-left = Saiu da partida
tucana-picture-waiting = Terminou: esperando os outros
tucana-picture-your-move = Sua vez: desenhe uma trilha
tucana-picture-bonus-owed = { $n ->
        [one] Trilha bônus a desenhar: qualquer trilha
       *[other] { $n } trilhas bônus a desenhar: quaisquer trilhas
    }
tucana-picture-done = Turno concluído
tucana-picture-this-turn = Este turno
tucana-picture-final-sheet = { $island } · ficha final após { $rounds } rodadas
tucana-picture-every-turn-played = { $island } · todos os turnos jogados · esperando os outros
tucana-picture-sheet-when = { $island } · rodada { $round } de { $rounds } · turno { $turn } de { $turns }
tucana-picture-legend-village = vila: sua letra
tucana-picture-legend-reaches = chega a uma vila
tucana-picture-legend-not-yet = ainda não
tucana-picture-legend-turn = { $this ->
        [yes] este turno
       *[no] último turno
    }
tucana-picture-legend-legal = válida agora
tucana-picture-legal-head = TRILHAS VÁLIDAS ({ $n })
tucana-picture-bonus-any = bônus: qualquer trilha
tucana-picture-no-trail = Nenhuma trilha possível agora
tucana-picture-any-trail-left = Qualquer trilha ainda não desenhada: restam { $n }
tucana-picture-more = +{ $n } outras
tucana-picture-sight-obelisk = Obelisco
tucana-picture-sight-book = Livro
tucana-picture-sight-toucan = Tucano
tucana-picture-sight-yeti = Yeti
tucana-picture-sight-sea-monster = Monstro mar.
tucana-picture-sights-head = ATRAÇÕES
tucana-picture-sights-note = circulada ao ligar a uma vila
tucana-picture-villages-head = VILAS
tucana-picture-villages-note = circulada ao ligar o par
tucana-picture-bonus-won = ganhou: { $points } { $points ->
        [one] ponto
       *[other] pontos
    }
tucana-picture-bonus-won-provisional = ganhou: { $points } { $points ->
        [one] ponto
       *[other] pontos
    } (+{ $more } provisórios)
tucana-picture-bonus-head = CARTAS DE BÔNUS
tucana-picture-none-yet = nenhuma
tucana-picture-on-the-table = Na mesa: { $blue }
tucana-picture-on-the-table-red = Na mesa: { $blue } · vermelhas: { $red }
tucana-picture-score-head = PONTOS
tucana-picture-score-round = Rodada { $round }
tucana-picture-score-villages = Vilas
tucana-picture-score-bonus = Bônus
tucana-picture-score-total = Total
tucana-picture-final-score = Pontuação final
tucana-picture-circled-now = Atrações circuladas agora: { $now }, pontuam no fim desta rodada

## The terminal game (tucana play)

tucana-terminal-help =
    Digite uma trilha como dois espaços, por exemplo C3-D4 (qualquer ordem, maiúsculas ou minúsculas).
      legal, ?   lista as trilhas que você pode desenhar agora, as melhores primeiro
      skip       recusa uma trilha bônus
      undo       desfaz sua última trilha deste turno
      help       este texto
      quit       encerra (a partida não é salva)
tucana-terminal-daily = o desafio diário de { $date }
tucana-terminal-solo = uma partida solo (semente { $seed })
tucana-terminal-not-recorded = { $date } não está registrado em { $db }: um bot registra um dia quando ele é jogado pela primeira vez (use --secret para jogar um dia ainda não registrado)
tucana-terminal-secret = o desafio diário de { $date } é secreto: use --db CAMINHO (o banco de dados de um bot, para um dia que ele registrou) ou --secret S (o segredo diário do bot)
tucana-terminal-cannot-read = não foi possível ler { $db }: { $error }
tucana-terminal-start = Trails of Tucana: { $title } na { $island }.
tucana-terminal-villages = Suas vilas: { $villages }.
tucana-terminal-special-bonus = Bônus especial: ligue duas atrações do tipo { $sight } entre si por 6 pontos.
tucana-terminal-stopped = Encerrado antes do fim; a partida não é salva.
tucana-terminal-drew = Desenhou { $trail }.
tucana-terminal-declined = Trilha bônus recusada.
tucana-terminal-taken-back = Desfeito.
tucana-terminal-turn-skipped = Rodada { $round }, turno { $turn }: as cartas são { $first } + { $second } e você não consegue desenhá-las; vamos ao próximo turno.
tucana-terminal-bonus-card = Carta de bônus { $card }: +{ $points }.
tucana-terminal-round-ends = Fim da rodada { $round }: suas atrações marcam { $points }.
tucana-terminal-kept = Cartas azuis mantidas para a última rodada: { $first } e { $second }.
tucana-terminal-game-over = Fim de jogo. Atrações { $sights }, vilas { $villages }, bônus { $bonus }: { $total } pontos.
tucana-terminal-title = Título: { $title }.
tucana-terminal-no-title = Ainda sem título: o primeiro degrau do ranking é { $points }.
tucana-terminal-bonus-owed = { $n ->
        [one] Trilha bônus
       *[other] Trilhas bônus
    }: desenhe qualquer trilha ({ $n } a desenhar) ou 'skip'.
tucana-terminal-turn = Rodada { $round } de { $rounds } · turno { $turn } de { $turns } · cartas: { $first } + { $second }
tucana-terminal-gain-sight = { $sight } ligado
tucana-terminal-gain-points = +{ $points } nas suas linhas de atrações
tucana-terminal-gain-pair = { $letter }-{ $letter } ligadas: +{ $points }
tucana-terminal-gain-twins = duas atrações do tipo { $sight } unidas: a carta vermelha é sua no fim do turno
tucana-terminal-gain-bonus = { $n } { $n ->
        [one] trilha bônus ganha
       *[other] trilhas bônus ganhas
    }
tucana-terminal-legal = { $n } trilhas válidas:
tucana-terminal-more = … e mais { $n }
tucana-terminal-you = Você
tucana-terminal-cannot-write = não foi possível gravar a ficha em { $path }: { $error }
tucana-terminal-sheet-drawn = Sua ficha é desenhada em { $path } após cada jogada.

## Moves typed in the reader's words
tucana-typed-skip = pular, pulo
tucana-typed-undo = desfazer, desfaço
tucana-typed-pass = passar, passo

## Takebacks (issue 46): the rule the help states.
tucana-undo-rule = **Desfazer** (`/{ slash-undo }`): suas trilhas deste turno, uma de cada vez, até você passar ou o turno acabar (as próximas cartas são reveladas).
