/*
 * hlrc.pml -- a Promela model of the global object space's protocol
 * (doc/gos.md, gos/gos_hlrc.c, gos/gos_lock.c), for Debian's spin.
 *
 * 3 nodes, 2 locks, 2 objects. Each node runs one application thread
 * (proctype app) and one server (proctype home), which stands for the
 * node's service thread and its monitors with their proxies: it answers
 * FETCH and DIFF for the objects homed there, and grants the locks homed
 * there in FIFO order. A message is answered on the asker's reply channel;
 * an application thread has one request outstanding at a time, as a Java
 * thread in gos_call has.
 *
 * The application thread, ITER times: picks a lock l (nondeterministically),
 * acquires it (LOCK, wait for GRANT carrying the node that released it
 * last), invalidates every cached copy unless that node is itself --
 * flushing a dirty copy first (DIFF, wait for ACK) -- reads object l
 * (FETCH if its copy is invalid; a home reads its own copy), increments
 * it, and releases: DIFF of every dirty copy, each acknowledged, then
 * UNLOCK, not acknowledged (the thread goes on at once, as mon_exit_send
 * does). The object l is only written under lock l.
 *
 * Checked (make -C tests/model check, exhaustively):
 *   no lost update -- at the end the homes hold exactly the increments made;
 *   no deadlock    -- no invalid end state (servers may wait forever);
 *   transitivity   -- with -DTRANS (4 nodes): A writes y under lock 0, B
 *                     sees it under lock 0 and writes f under lock 1, C
 *                     (which cached y before) sees f under lock 1 and must
 *                     then see y (proctype trans).
 * With -DBROKEN_NO_INVALIDATE the acquire does not invalidate, and spin
 * must find the lost update and the transitivity violation (run.sh checks
 * that it does, so the model is known to be able to fail).
 *
 * With -DNOTICES the acquire is acquire=notices (gos_notice.c): every home
 * logs each write to its objects (a DIFF it applies, or its own node's
 * write found at that node's release) under the next sequence number,
 * which becomes the object's version; FETCH answers carry the version, a
 * DIFF's acknowledgement the new sequence number and the previous version
 * (the writer's copy takes the new one if it had the previous one). A
 * release merges the node's release vector (what it knows, its diffs'
 * sequence numbers, its own log's end) into the lock's vector before the
 * UNLOCK; the lock's home adds its own log's end at the grant; the
 * acquirer reads the log entries between what it knows and the lock's
 * vector (the LOG request: entries never change once written, so reading
 * them is what the answer carries) and invalidates exactly the copies
 * they name whose version is older. The same properties are checked, and
 * with -DBROKEN_OWN_ONLY (a release vector of the node's own writes only,
 * not what it learnt) spin must find the transitivity violation.
 *
 * With -DCACHE, lock ownership caching (the design of doc/gos.md, not yet
 * in the C code): the home grants a lock to a node, which keeps it after
 * its thread's exit -- the node's threads take the node-local monitor of
 * the lock (lm) and re-acquire an owned lock with no message and no
 * acquire. A LOCK from another node makes the home send RECALL to the
 * owner, once per ownership (and at once to a new owner others wait
 * for). The owner's recall handler (proctype recaller; in C the service
 * thread) takes the local monitor, so it waits for the node's threads to
 * leave the lock, releases (diffs acknowledged, the vector handed on) and
 * sends UNLOCK; a RECALL for an ownership the node has given up is
 * dropped. A thread's end flushes its node's diffs. The node's copies
 * are then shared by two processes, so they are globals, and a node's
 * diffs and invalidations take its flush_mu (fm) as in gos_hlrc.c: a
 * release must not hand the lock on while a diff another thread of the
 * node sent is unacknowledged (spin found that lost update first). -DTWO
 * runs 2 nodes so that 2 critical sections each fit in the search;
 * -DBROKEN_RECALL (the handler does not wait for the local monitor) must
 * be caught.
 *
 * How the model maps to the C code: app's acquire is mon_enter/mon_call
 * (gos_lock.c) followed by gos_acquire (gos_hlrc.c) unless the GRANT's
 * "last owner is you" is set; fault is gos_access_fault (gos_object.c);
 * release is gos_release then the EXIT request; home is the service
 * thread's gos_serve_fetch/gos_serve_diff and, for LOCK/UNLOCK, the home's
 * monitor as the proxies use it (FIFO hand-off, last_owner).
 */
#ifdef TRANS
#define N 4
#else
#ifdef TWO
#define N 2
#else
#define N 3
#endif
#endif
#define NONE 255
#ifndef ITER
#define ITER 2
#endif

mtype = { FETCH, DIFF, LOCK, UNLOCK, VAL, ACK, GRANT };

/* homes: object 0 at node 0, object 1 at node 1; lock 0 at node 0, lock 1
 * at node 2 (with TWO, 2 nodes: lock 0 at node 1, lock 1 at node 0) */
#define OHOME(o) (o)
#ifdef TWO
#define LHOME(l) ((l) == 0 -> 1 : 0)
#else
#define LHOME(l) ((l) == 0 -> 0 : 2)
#endif

chan srv[N] = [6] of { mtype, byte, byte, byte };   /* type, from, arg, value */
/* replies: rep[n] to node n's application thread, rep[N + n] to its
 * recall handler (a DIFF's `from` names the reply channel) */
chan rep[2 * N] = [2] of { mtype, byte, byte };      /* type, value, version */

/* A node's cached copies: copy/valid/dirty of object o. Without CACHE
 * they are the application thread's local variables (spin's partial order
 * reduction works on local variables: the search stays small); with CACHE
 * the node's recall handler shares them, so they are global, object o of
 * node n at [n * 2 + o]. */
#ifdef CACHE
byte copy[N * 2];
bool valid[N * 2], dirty[N * 2];
#define CP(o) copy[me * 2 + (o)]
#define VA(o) valid[me * 2 + (o)]
#define DT(o) dirty[me * 2 + (o)]
#define NODE_COPIES skip
#else
#define CP(o) copy[o]
#define VA(o) valid[o]
#define DT(o) dirty[o]
#define NODE_COPIES byte copy[2]; bool valid[2], dirty[2]
#endif
/* the node's flush_mu (gos_hlrc.c): a release's diffs and an acquire's
 * invalidation are one at a time, so a release cannot hand the lock on
 * while a diff another thread of its node sent is still unacknowledged */
bool fm[N];
#ifdef CACHE
#define FLUSH_LOCK atomic { !fm[me] -> fm[me] = true };
#define FLUSH_UNLOCK ; fm[me] = false
/* the copy is clean from the moment its value is sent (the twin is
 * refreshed with what the diff carries), so a write by another thread of
 * the node after that makes it dirty again */
#define DIFF_SEND(o) atomic { srv[OHOME(o)] ! DIFF, rch, o, CP(o); DT(o) = false }
#define DIFF_SENT(o) skip
#else
/* one thread per node: nothing to exclude (empty: no extra step) */
#define FLUSH_LOCK
#define FLUSH_UNLOCK
#define DIFF_SEND(o) srv[OHOME(o)] ! DIFF, rch, o, CP(o)
#define DIFF_SENT(o) DT(o) = false
#endif
#ifdef CACHE
/* lock ownership caching: own[n * 2 + l] -- node n holds lock l's
 * ownership and re-acquires it without a message; lm[n * 2 + l] -- the
 * node-local monitor on lock l (its threads and its recall handler take
 * it); recalled[l] -- the home has asked the owner to hand l back */
bool own[N * 2];
bool lm[N * 2];
bool recalled[2];
chan rc[N] = [2] of { byte };                        /* RECALL l */
#define OWN(l) own[me * 2 + (l)]
#define LM(l) lm[me * 2 + (l)]
#endif

byte homeval[2];          /* the home copies */
byte owner[2] = NONE;     /* lock owner node */
byte last[2] = NONE;      /* node that released the lock last */
byte q[2 * N];            /* FIFO of waiting nodes per lock: q[l*N + i] */
byte qlen[2];
byte made;                /* increments performed (ghost) */
byte finished;
#ifdef NOTICES
#define LMAX 8
byte wl[N];               /* last sequence number of home h's write log */
byte logo[N * LMAX];      /* object of entry s at home h: logo[h*LMAX + s-1] */
byte ver[2];              /* the home's version of each object */
byte lvec[2 * N];         /* lock l's vector: lvec[l*N + h] */
#define LOG_APPEND(h, o) wl[h]++; logo[(h) * LMAX + wl[h] - 1] = (o); ver[o] = wl[h]
#endif

#ifdef NOTICES
/* the lock's home adds the end of its own log to the grant's vector */
#define GRANT_VEC(l) if :: lvec[(l) * N + me] < wl[me] -> lvec[(l) * N + me] = wl[me] :: else -> skip fi
#else
#define GRANT_VEC(l) skip
#endif

#ifdef CACHE
/* someone waits for lock l: ask its owner, once per ownership, to hand it
 * back; a new owner with others waiting is asked at once */
#define RECALL(l) ; if :: !recalled[l] -> recalled[l] = true; rc[owner[l]] ! l :: else -> skip fi
#define NEXT_RECALL(l) ; recalled[l] = false; if :: qlen[l] > 0 RECALL(l) :: else -> skip fi
#else
#define RECALL(l)
#define NEXT_RECALL(l)
#endif

proctype home(byte me)
{
	mtype t; byte from, arg, v, i;
end:	do
	:: srv[me] ? t, from, arg, v ->
		if
#ifdef NOTICES
		:: t == FETCH -> rep[from] ! VAL, homeval[arg], ver[arg]
		:: t == DIFF -> homeval[arg] = v; i = ver[arg]; LOG_APPEND(me, arg);
			rep[from] ! ACK, wl[me], i
#else
		:: t == FETCH -> rep[from] ! VAL, homeval[arg], 0
		:: t == DIFF -> homeval[arg] = v; rep[from] ! ACK, 0, 0
#endif
		:: t == LOCK ->
			if
			:: owner[arg] == NONE -> owner[arg] = from; GRANT_VEC(arg); rep[from] ! GRANT, last[arg], 0
			:: else -> q[arg * N + qlen[arg]] = from; qlen[arg]++ RECALL(arg)
			fi
		:: t == UNLOCK ->
			assert(owner[arg] == from);
			last[arg] = from;
			if
			:: qlen[arg] > 0 ->
				owner[arg] = q[arg * N];
				i = 0;
				do
				:: i + 1 < qlen[arg] -> q[arg * N + i] = q[arg * N + i + 1]; i++
				:: else -> break
				od;
				qlen[arg]--;
				GRANT_VEC(arg);
				rep[owner[arg]] ! GRANT, last[arg], 0
				NEXT_RECALL(arg)
			:: else -> owner[arg] = NONE
			fi
		fi
	od
}

/* The application side's operations, shared by both scenarios. `rch` is
 * the process's reply channel: rep[me] for the application thread,
 * rep[N + me] for the recall handler. */
#ifdef NOTICES
/* the node's versions of its copies, its log positions and release vector
 * (local or global as the copies are) */
#ifdef CACHE
byte cver[N * 2], known[N * N], rel[N * N];
bool hdirty[N * 2];
#define CV(o) cver[me * 2 + (o)]
#define KN(h) known[me * N + (h)]
#define RL(h) rel[me * N + (h)]
#define HD(o) hdirty[me * 2 + (o)]
#define NODE_NOTICES skip
#else
#define CV(o) cver[o]
#define KN(h) known[h]
#define RL(h) rel[h]
#define HD(o) hdirty[o]
#define NODE_NOTICES byte cver[2], known[N], rel[N]; bool hdirty[2]
#endif

/* a DIFF of o and its acknowledgement: the copy takes the new version if
 * nobody wrote o in between; the release vector covers it */
inline diff(o) {
	DIFF_SEND(o);
	rep[rch] ? ACK, sq, pv;
	if :: CV(o) == pv -> CV(o) = sq :: else -> skip fi;
	if :: RL(OHOME(o)) < sq -> RL(OHOME(o)) = sq :: else -> skip fi;
	DIFF_SENT(o)
}

inline lock_remote(l) {
	srv[LHOME(l)] ! LOCK, me, l, 0;
	rep[me] ? GRANT, lo, _;
	if
	:: lo != me ->
		FLUSH_LOCK
		h = 0;
		do
		:: h < N ->
			do
			:: h != me && KN(h) < lvec[l * N + h] ->
				KN(h)++;
				o = logo[h * LMAX + KN(h) - 1];
				if
				:: OHOME(o) != me && VA(o) && CV(o) < KN(h) ->
					if :: DT(o) -> diff(o) :: else -> skip fi;
					VA(o) = false
				:: else -> skip
				fi
			:: else -> break
			od;
#ifndef BROKEN_OWN_ONLY
			if :: RL(h) < KN(h) -> RL(h) = KN(h) :: else -> skip fi;
#endif
			h++
		:: else -> break
		od
		FLUSH_UNLOCK
	:: else -> skip
	fi
}
#else
inline diff(o) {
	DIFF_SEND(o);
	rep[rch] ? ACK, _, _;
	DIFF_SENT(o)
}

inline lock_remote(l) {
	srv[LHOME(l)] ! LOCK, me, l, 0;
	rep[me] ? GRANT, lo, _;
#ifndef BROKEN_NO_INVALIDATE
	if
	:: lo != me ->
		FLUSH_LOCK
		o = 0;
		do
		:: o < 2 ->
			if
			:: OHOME(o) != me && DT(o) -> diff(o)
			:: else -> skip
			fi;
			VA(o) = false; o++
		:: else -> break
		od
		FLUSH_UNLOCK
	:: else -> skip
	fi
#endif
}
#endif

/* make the copy of object x valid (a home uses its own copy) */
inline fault(x) {
	if
	:: OHOME(x) != me && !VA(x) ->
#ifdef NOTICES
		srv[OHOME(x)] ! FETCH, me, x, 0; rep[me] ? VAL, CP(x), CV(x); VA(x) = true
#else
		srv[OHOME(x)] ! FETCH, me, x, 0; rep[me] ? VAL, CP(x), _; VA(x) = true
#endif
	:: else -> skip
	fi
}

/* a release's first half: every dirty copy diffed and acknowledged (and,
 * with notices, the node's writes to its own home copies logged); what a
 * thread's end does too */
inline flush() {
	FLUSH_LOCK
	o = 0;
	do
	:: o < 2 ->
		if
		:: DT(o) -> diff(o)
#ifdef NOTICES
		:: HD(o) ->
			/* this node's write to its own home copy, found at its release */
			atomic { LOG_APPEND(me, o); HD(o) = false }
#endif
		:: else -> skip
		fi;
		o++
	:: else -> break
	od
#ifdef NOTICES
	; RL(me) = wl[me]
#endif
	FLUSH_UNLOCK
}

/* the release of lock l to its home: flush, hand the vector on, UNLOCK */
inline unlock_remote(l) {
	flush();
#ifdef NOTICES
	/* what the release hands on, into the lock's vector (the lock is
	 * held: nobody else changes it until the UNLOCK) */
	h = 0;
	do
	:: h < N -> if :: lvec[l * N + h] < RL(h) -> lvec[l * N + h] = RL(h) :: else -> skip fi; h++
	:: else -> break
	od;
#endif
	srv[LHOME(l)] ! UNLOCK, me, l, 0
}

#ifdef CACHE
/* With ownership caching a node's threads take lock l's node-local
 * monitor; the first one asks the home for the ownership, and the node
 * keeps it after the exit until the home recalls it. */
inline acquire(l) {
	atomic { !LM(l) -> LM(l) = true };
	if
	:: !OWN(l) -> lock_remote(l); OWN(l) = true
	:: else -> skip
	fi
}
inline release(l) {
	LM(l) = false
}
#else
inline acquire(l) {
	lock_remote(l)
}
inline release(l) {
	unlock_remote(l)
}
#endif

inline read(x, r) {
	fault(x);
	if :: OHOME(x) == me -> r = homeval[x] :: else -> r = CP(x) fi
}

#ifdef NOTICES
#define HOME_WRITTEN(x) HD(x) = true
#else
#define HOME_WRITTEN(x) skip
#endif
inline write(x, v) {
	fault(x);
	if :: OHOME(x) == me -> homeval[x] = v; HOME_WRITTEN(x) :: else -> CP(x) = v; DT(x) = true fi
}

#ifdef NOTICES
#ifdef CACHE
#define APP_LOCALS byte h, sq, pv
#else
#define APP_LOCALS byte h, sq, pv; NODE_COPIES; NODE_NOTICES
#endif
#else
#ifdef CACHE
#define APP_LOCALS byte h   /* unused: a declaration, not a step */
#else
#define APP_LOCALS NODE_COPIES
#endif
#endif

#ifdef CACHE
/* A node's recall handler (in the C code the service thread): RECALL l
 * waits until the node's threads are out of l's local monitor, releases
 * (diffs acknowledged, the vector handed on) and gives the ownership
 * back. A RECALL for an ownership the node no longer has is dropped. */
proctype recaller(byte me)
{
	byte l, o, rch = N + me;
	APP_LOCALS;
end:	do
	:: rc[me] ? l ->
#ifndef BROKEN_RECALL
		atomic { !LM(l) -> LM(l) = true };
#endif
		if
		:: OWN(l) -> OWN(l) = false; unlock_remote(l)
		:: else -> skip
		fi
#ifndef BROKEN_RECALL
		; LM(l) = false
#endif
	od
}
#endif

proctype app(byte me)
{
	byte it, l, o, lo, r, rch = me;
	APP_LOCALS;
	it = 0;
	do
	:: it < ITER ->
		if :: l = 0 :: l = 1 fi;
		acquire(l);
		read(l, r);
		write(l, r + 1);
		made++;
		release(l);
		it++
	:: else -> break
	od;
#ifdef CACHE
	flush();   /* the thread's end releases */
#endif
	finished++
}

/* Transitivity: A writes y (object 0) under lock 0; B, having seen it
 * under lock 0, writes f (object 1) under lock 1; C, which cached y before,
 * acquires lock 1, sees f and must then see y. */
proctype trans(byte me)
{
	byte o, lo, r, rch = me;
	APP_LOCALS;
	if
	:: me == 1 ->                      /* A */
		acquire(0); write(0, 1); release(0)
	:: me == 2 ->                      /* B */
		acquire(0); read(0, r); release(0);
		if
		:: r == 1 -> acquire(1); write(1, 1); release(1)
		:: else -> skip
		fi
	:: me == 3 ->                      /* C */
		read(0, r);                    /* a racy early read: y cached */
		acquire(1); read(1, r);
		if
		:: r == 1 -> read(0, r); assert(r == 1)
		:: else -> skip
		fi;
		release(1)
	:: else -> skip
	fi;
	finished++
}

#ifdef CACHE
#define RECALLERS(n) run recaller(n)
#else
#define RECALLERS(n) skip
#endif

init {
#ifdef TRANS
	atomic {
		run home(0); run home(1); run home(2); run home(3);
		RECALLERS(0); RECALLERS(1); RECALLERS(2); RECALLERS(3);
		run trans(0); run trans(1); run trans(2); run trans(3)
	}
	finished == N
#else
#ifdef TWO
	atomic {
		run home(0); run home(1);
		RECALLERS(0); RECALLERS(1);
		run app(0); run app(1)
	}
#else
	atomic {
		run home(0); run home(1); run home(2);
		RECALLERS(0); RECALLERS(1); RECALLERS(2);
		run app(0); run app(1); run app(2)
	}
#endif
	finished == N;
	/* no lost update */
	assert(homeval[0] + homeval[1] == made)
#endif
}
