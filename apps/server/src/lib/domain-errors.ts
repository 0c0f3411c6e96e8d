/**
 * Why a service refused, as typed values: what the caller asked about, which rule it broke, the gold it lacked.
 * Services throw these and never import http/ (a service runs in jobs and the realtime server too, where no
 * HTTP answer exists); http/error-reply.ts is the one place that turns each into its envelope code and message.
 * They live in lib/ because every module throws them and a module never imports another.
 *
 * Each class has a `kind` so the mapping is a `switch` the lint checks for exhaustiveness: a new refusal
 * without an envelope fails the lint, not a user.
 */
abstract class Refusal extends Error {
  abstract readonly kind: DomainError['kind'];

  constructor(message: string) {
    super(message);
    // `GoldInsufficientError: …` in a log or a test's title, not `Error: …`.
    this.name = new.target.name;
  }
}

/** `what` does not exist (or the caller may not know it does). */
export class NotFoundError extends Refusal {
  readonly kind = 'notFound';
  constructor(readonly what: string) {
    super(`${what} not found`);
  }
}

/** An input broke a rule: `field` names it as the caller sent it, `rule` says what it must be. */
export class InvalidError extends Refusal {
  readonly kind = 'invalid';
  constructor(
    readonly field: string,
    readonly rule: string,
  ) {
    super(`${field}: ${rule}`);
  }
}

/** The request clashes with what is stored (a name taken, a key reused for another amount). */
export class ConflictError extends Refusal {
  readonly kind = 'conflict';
  constructor(readonly why: string) {
    super(why);
  }
}

/** The caller is known but may not do this. */
export class ForbiddenError extends Refusal {
  readonly kind = 'forbidden';
  constructor(readonly why: string) {
    super(why);
  }
}

/** Only a signed-in user may do this. */
export class NeedLoginError extends Refusal {
  readonly kind = 'needLogin';
  constructor() {
    super('need login');
  }
}

/** Too often: `retryAfterSeconds`, when known, is when the caller may try again. */
export class TooManyError extends Refusal {
  readonly kind = 'tooMany';
  constructor(
    readonly why: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(why);
  }
}

/** A login that needs a captcha came without one. */
export class CaptchaRequiredError extends Refusal {
  readonly kind = 'captchaRequired';
  constructor(readonly why: string) {
    super(why);
  }
}

/** A login's captcha was wrong (or spent, or expired). */
export class CaptchaWrongError extends Refusal {
  readonly kind = 'captchaWrong';
  constructor(readonly why: string) {
    super(why);
  }
}

/** A tip no longer on sale: its first match has kicked off, or it is settled. */
export class TipClosedError extends Refusal {
  readonly kind = 'tipClosed';
  constructor(readonly why: string) {
    super(why);
  }
}

/** A debit of `need` gold refused: the wallet holds only `balance`. */
export class GoldInsufficientError extends Refusal {
  readonly kind = 'goldInsufficient';
  constructor(
    readonly need: number,
    readonly balance: number,
  ) {
    super(`gold: ${need} needed, ${balance} held`);
  }
}

/** A debit of `need` gold refused: it would pass the day's spending `limit`, of which `remaining` is left. */
export class GoldDailyLimitError extends Refusal {
  readonly kind = 'goldDailyLimit';
  constructor(
    readonly need: number,
    readonly limit: number,
    readonly remaining: number,
  ) {
    super(`gold: ${need} needed, ${remaining} of the daily ${limit} left`);
  }
}

/** The user is banned (issue 27): may not post, comment or reply until `until` (epoch ms), for `reason`. */
export class BannedError extends Refusal {
  readonly kind = 'banned';
  constructor(
    readonly until: number,
    readonly reason: string,
  ) {
    super(`banned until ${new Date(until).toISOString()}: ${reason}`);
  }
}

export type DomainError =
  | NotFoundError
  | InvalidError
  | ConflictError
  | ForbiddenError
  | NeedLoginError
  | TooManyError
  | CaptchaRequiredError
  | CaptchaWrongError
  | TipClosedError
  | GoldInsufficientError
  | GoldDailyLimitError
  | BannedError;

/** Every class above extends Refusal, and only they do: the cast only names the union. */
export const isDomainError = (error: unknown): error is DomainError => error instanceof Refusal;

/** A debit the wallet refused for lack of gold, now or for today: what a caller that may go on without it catches. */
export const isGoldRefusal = (error: unknown): error is GoldInsufficientError | GoldDailyLimitError =>
  error instanceof GoldInsufficientError || error instanceof GoldDailyLimitError;
