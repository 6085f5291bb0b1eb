import { msg } from '@portal/contracts/messages';

/** Typed domain errors; the API's one error handler maps them to status codes. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: string[],
  ) {
    super(errors.join(' '));
  }
}
export class InvalidInput extends DomainError {
  constructor(errors: string[] | string) {
    super(400, Array.isArray(errors) ? errors : [errors]);
  }
}
export class Unauthenticated extends DomainError {
  constructor(message: string = msg.naoAutenticado) {
    super(401, [message]);
  }
}
export class Forbidden extends DomainError {
  constructor(message: string = msg.semPermissaoFuncionalidade) {
    super(403, [message]);
  }
}
export class NotFound extends DomainError {
  constructor(message: string = msg.naoEncontrado) {
    super(404, [message]);
  }
}
export class VersionConflict extends DomainError {
  constructor(readonly streamId: string) {
    super(409, [msg.conflitoVersao]);
  }
}
export class Refused extends DomainError {
  constructor(message: string | string[]) {
    super(422, Array.isArray(message) ? message : [message]);
  }
}
