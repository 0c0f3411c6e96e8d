import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { invalid } from '../http/app-error';
import { parseForm } from '../http/form-body';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-depth';

const isWellFormedJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Every route takes a form-encoded (dot-nested keys) or a JSON body (ARCHITECTURE §3). */
export default fp(
  (app, _opts, done) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, parsed) => {
      try {
        parsed(null, parseForm(String(body)));
      } catch (error) {
        parsed(error as Error);
      }
    });

    // Nothing takes plain text: such a body gets a clear "content-type" 422 instead of "body: must be object".
    // (navigator.sendBeacon can send a Blob typed application/json.)
    app.removeContentTypeParser('text/plain');

    // Same JSON parser as Fastify's (refuses __proto__ / constructor keys), but an empty body means `{}`:
    // clients send POSTs without parameters with a JSON content-type and nothing after it.
    const json = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, parsed) => {
      const text = String(body);
      if (text.trim() === '') {
        parsed(null, {});
        return;
      }
      // Refused before JSON.parse, whose time grows with the depth (http/json-depth).
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        parsed(invalid('body', `must be nested at most ${MAX_JSON_DEPTH} levels deep`));
        return;
      }
      void json(req, text, (error, value) => {
        if (!error) return parsed(null, value);
        // Fastify reports both kinds as "not valid JSON"; say which, since well-formed JSON was refused for a key.
        parsed(isWellFormedJson(text) ? invalid('body', 'forbidden key (__proto__ / constructor)') : error);
      });
    });

    // A POST without a body validates like an empty object, so optional-only bodies need nothing. Set when
    // the request arrives: a body, when there is one, replaces it. (An onRequest hook joins the route's
    // others; a preValidation one would add a whole hook stage to every POST.) GET routes pay nothing.
    const emptyBody = (req: FastifyRequest, _reply: FastifyReply, next: HookHandlerDoneFunction): void => {
      req.body = {};
      next();
    };
    app.addHook('onRoute', (route) => {
      if (![route.method].flat().includes('POST')) return;
      route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), emptyBody];
    });
    done();
  },
  { name: 'sport-body' },
);
