# Brazilian Portuguese (pt-BR) words of the command line; translated from en.ftl.
# Terms of our own: jogador virtual (computer player), semente (seed).

## tucana play: a game of any game at the terminal, the other seats computer players

cli-play-start = { $game }, { $players ->
    [one] uma partida solo
   *[other] { $players } jogadores: você, depois { $bots }
  } (semente { $seed }).
cli-play-help = Digite sua jogada como o jogo a lê (as palavras de `/{ slash-move }`). `legal` lista suas jogadas válidas, as melhores primeiro, como o autocompletar (`legal TEXT`: as que contêm TEXT); `help` mostra isto de novo; `quit` encerra (a partida não é salva).
cli-play-you = Você
cli-play-bot = Bot { $seat } ({ $level })
cli-play-status = Sua situação: { $status }
cli-play-legal = { $count ->
    [one] { $count } jogada válida:
   *[other] { $count } jogadas válidas:
  }
cli-play-legal-more = …e mais { $count }: `legal TEXT` filtra a lista.
cli-play-no-legal = Nenhuma jogada sua corresponde a isso agora.
cli-play-done = Feito.
cli-play-left = Você saiu da partida; ela termina aqui.
cli-play-stopped = Encerrado antes do fim; a partida não é salva.
cli-play-picture = Sua visão é desenhada em { $path } após cada jogada.
cli-play-over = Fim de jogo. A classificação:
cli-play-standing = { $rank }. { $name }: { $total } pontos
cli-play-standing-how = { $rank }. { $name }: { $total } pontos ({ $breakdown })
cli-play-title = Título: { $title }.
cli-play-stuck = A partida não pode continuar: ninguém tem jogada a fazer, mas ela não acabou.

## tucana play: what is wrong with the command line

cli-play-no-bots = --seats: { $game } não tem jogadores virtuais.
cli-play-no-level = --seats: não existe o nível “{ $level }”; os níveis de { $game } são { $levels }.
cli-play-seats = --seats: { $game } é para { $min } a { $max } jogadores; você e { $bots ->
    [one] { $bots } jogador virtual
   *[other] { $bots } jogadores virtuais
  } somam { $players }.
cli-play-no-daily = --daily: { $game } não tem desafio diário no terminal.

## tucana replay --log

cli-replay-empty = Não aconteceu nada nesta partida que todos possam ler.
cli-replay-no-script = Esta partida não pode ser escrita como roteiro de replay.

## --lang

cli-no-language = Não existe o idioma “{ $tag }”; os idiomas são { $languages }.

## tucana web

cli-web-playing = Jogando as partidas da demonstração…
cli-web-played = Partidas jogadas: { $games } · em andamento: { $in_play } · ligas: { $leagues } · dias de desafio diário: { $days }
cli-web-serving = As páginas estão em { $url } (Ctrl-C encerra).
