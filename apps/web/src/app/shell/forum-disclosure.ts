import { activityRoutes, type DisclosureRoute } from '@sport/contract';
import { request } from '../../lib/http';

/** The disclosure call, in its own chunk: only a tap on the forum tab needs it, never the first screen. */
export function fetchDisclosure(): Promise<DisclosureRoute> {
  return request(activityRoutes.disclosureRoute, {});
}
