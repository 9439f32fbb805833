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
#define N 3
#endif
#define NONE 255
#ifndef ITER
#define ITER 2
#endif

mtype = { FETCH, DIFF, LOCK, UNLOCK, VAL, ACK, GRANT };

/* homes: object 0 at node 0, object 1 at node 1; lock 0 at node 0, lock 1 at node 2 */
#define OHOME(o) (o)
#define LHOME(l) ((l) == 0 -> 0 : 2)

chan srv[N] = [6] of { mtype, byte, byte, byte };   /* type, from, arg, value */
chan rep[N] = [2] of { mtype, byte, byte };          /* type, value, version */

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
			:: else -> q[arg * N + qlen[arg]] = from; qlen[arg]++
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
			:: else -> owner[arg] = NONE
			fi
		fi
	od
}

/* The application side's operations, shared by both scenarios. */
#ifdef NOTICES
/* a DIFF of o and its acknowledgement: the copy takes the new version if
 * nobody wrote o in between; the release vector covers it */
inline diff(o) {
	srv[OHOME(o)] ! DIFF, me, o, copy[o]; rep[me] ? ACK, sq, pv;
	if :: cver[o] == pv -> cver[o] = sq :: else -> skip fi;
	if :: rel[OHOME(o)] < sq -> rel[OHOME(o)] = sq :: else -> skip fi;
	dirty[o] = false
}

inline acquire(l) {
	srv[LHOME(l)] ! LOCK, me, l, 0;
	rep[me] ? GRANT, lo, _;
	if
	:: lo != me ->
		h = 0;
		do
		:: h < N ->
			do
			:: h != me && known[h] < lvec[l * N + h] ->
				known[h]++;
				o = logo[h * LMAX + known[h] - 1];
				if
				:: OHOME(o) != me && valid[o] && cver[o] < known[h] ->
					if :: dirty[o] -> diff(o) :: else -> skip fi;
					valid[o] = false
				:: else -> skip
				fi
			:: else -> break
			od;
#ifndef BROKEN_OWN_ONLY
			if :: rel[h] < known[h] -> rel[h] = known[h] :: else -> skip fi;
#endif
			h++
		:: else -> break
		od
	:: else -> skip
	fi
}
#else
inline acquire(l) {
	srv[LHOME(l)] ! LOCK, me, l, 0;
	rep[me] ? GRANT, lo, _;
#ifndef BROKEN_NO_INVALIDATE
	if
	:: lo != me ->
		o = 0;
		do
		:: o < 2 ->
			if
			:: OHOME(o) != me && dirty[o] ->
				srv[OHOME(o)] ! DIFF, me, o, copy[o]; rep[me] ? ACK, _, _;
				dirty[o] = false
			:: else -> skip
			fi;
			valid[o] = false; o++
		:: else -> break
		od
	:: else -> skip
	fi
#endif
}
#endif

/* make the copy of object x valid (a home uses its own copy) */
inline fault(x) {
	if
	:: OHOME(x) != me && !valid[x] ->
		srv[OHOME(x)] ! FETCH, me, x, 0; rep[me] ? VAL, copy[x], cver[x]; valid[x] = true
	:: else -> skip
	fi
}

#ifdef NOTICES
inline release(l) {
	o = 0;
	do
	:: o < 2 ->
		if
		:: dirty[o] -> diff(o)
		:: hdirty[o] ->
			/* this node's write to its own home copy, found at its release */
			atomic { LOG_APPEND(me, o) }; hdirty[o] = false
		:: else -> skip
		fi;
		o++
	:: else -> break
	od;
	rel[me] = wl[me];
	/* what the release hands on, into the lock's vector (the lock is
	 * held: nobody else changes it until the UNLOCK) */
	h = 0;
	do
	:: h < N -> if :: lvec[l * N + h] < rel[h] -> lvec[l * N + h] = rel[h] :: else -> skip fi; h++
	:: else -> break
	od;
	srv[LHOME(l)] ! UNLOCK, me, l, 0
}
#else
inline release(l) {
	o = 0;
	do
	:: o < 2 ->
		if
		:: dirty[o] ->
			/* the twin is refreshed: nothing left to send for o */
			srv[OHOME(o)] ! DIFF, me, o, copy[o]; rep[me] ? ACK, _, _;
			dirty[o] = false
		:: else -> skip
		fi;
		o++
	:: else -> break
	od;
	srv[LHOME(l)] ! UNLOCK, me, l, 0
}
#endif

inline read(x, r) {
	fault(x);
	if :: OHOME(x) == me -> r = homeval[x] :: else -> r = copy[x] fi
}

#ifdef NOTICES
#define HOME_WRITTEN(x) hdirty[x] = true
#else
#define HOME_WRITTEN(x) skip
#endif
inline write(x, v) {
	fault(x);
	if :: OHOME(x) == me -> homeval[x] = v; HOME_WRITTEN(x) :: else -> copy[x] = v; dirty[x] = true fi
}

#ifdef NOTICES
#define APP_LOCALS byte cver[2], known[N], rel[N], h, sq, pv; bool hdirty[2]
#else
#define APP_LOCALS byte cver[2]
#endif

proctype app(byte me)
{
	byte copy[2], it, l, o, lo, r;
	bool valid[2], dirty[2];
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
	finished++
}

/* Transitivity: A writes y (object 0) under lock 0; B, having seen it
 * under lock 0, writes f (object 1) under lock 1; C, which cached y before,
 * acquires lock 1, sees f and must then see y. */
proctype trans(byte me)
{
	byte copy[2], o, lo, r;
	bool valid[2], dirty[2];
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

init {
#ifdef TRANS
	atomic {
		run home(0); run home(1); run home(2); run home(3);
		run trans(0); run trans(1); run trans(2); run trans(3)
	}
	finished == N
#else
	atomic {
		run home(0); run home(1); run home(2);
		run app(0); run app(1); run app(2)
	}
	finished == N;
	/* no lost update */
	assert(homeval[0] + homeval[1] == made)
#endif
}
