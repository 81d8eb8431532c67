/**
 * What a workflow event asks of Baton: the first trigger of the table that
 * recognizes it says. Pure: it reads the event payload and the action's
 * inputs; who may start the route is the trigger's gate, checked against the
 * API by the caller.
 */

import type { Ignore, RegisteredTrigger, RouteLike, RouteRequest, Triggers } from "./trigger.ts";
import { type Route, TRIGGERS } from "./triggers.ts";

export function routeEvent(request: RouteRequest): Route | Ignore;
export function routeEvent(request: RouteRequest, triggers: Triggers): RouteLike | Ignore;
export function routeEvent(request: RouteRequest, triggers: Triggers = TRIGGERS): RouteLike | Ignore {
  for (const trigger of Object.values(triggers)) {
    const route = trigger.recognize(request);
    if (route !== undefined) return route;
  }
  return { type: "ignore", reason: `Baton does nothing on ${request.eventName || "unnamed"} events` };
}

/** The trigger a route came from (its type is the trigger's key). */
export function triggerOf(triggers: Triggers, route: RouteLike): RegisteredTrigger<RouteLike> {
  const trigger = Object.hasOwn(triggers, route.type) ? triggers[route.type] : undefined;
  if (!trigger) throw new Error(`internal: no trigger for the route "${route.type}"`);
  return trigger;
}
