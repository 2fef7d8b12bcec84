export { es as messages } from "./messages";
export { CARDS as cards } from "./cards";
export { PAGES as pages } from "./pages";
