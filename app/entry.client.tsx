import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HYDRATING_EVENT } from "./platform/hydration/deferred-hydration";

// React Router's default entry, plus the signal that React now replays early events itself.
window.dispatchEvent(new Event(HYDRATING_EVENT));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
