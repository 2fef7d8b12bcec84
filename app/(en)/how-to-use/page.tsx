import { staticPageRoute } from "@/components/content/pages/static-page";

const route = staticPageRoute("howToUse", "/how-to-use");

export const generateMetadata = route.englishMetadata;
export default route.EnglishPage;
