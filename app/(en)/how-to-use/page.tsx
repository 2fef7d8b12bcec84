import { HOW_TO_USE } from "@/components/content/pages/how-to-use";
import { staticPageRoute } from "@/components/content/pages/static-page";

const route = staticPageRoute(HOW_TO_USE, "/how-to-use");

export const generateMetadata = route.englishMetadata;
export default route.EnglishPage;
