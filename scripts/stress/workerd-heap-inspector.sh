#!/bin/bash
# MINIFLARE_WORKERD_PATH for `npm run stress` (scripts/bench/site.ts, heapInspector): the real
# workerd, with a DevTools inspector on $STRESS_HEAP_INSPECTOR for the process that runs the worker
# (its entry socket is on an ephemeral port; wrangler's dev proxy binds the public port and is left
# alone). Nothing else attaches to it, so no network events are copied under load: only
# scripts/stress/heap.ts connects, to force a full GC and read the heap that survived it.
if [ "$1" = serve ] && [[ " $* " == *" --socket-addr=entry=127.0.0.1:0 "* ]]; then
  exec "$STRESS_REAL_WORKERD" serve "--inspector-addr=$STRESS_HEAP_INSPECTOR" "${@:2}"
fi
exec "$STRESS_REAL_WORKERD" "$@"
