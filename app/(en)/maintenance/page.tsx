import { MAINTENANCE_PAGES } from "@/components/content/pages/maintenance";
import { staticPageRoute } from "@/components/content/pages/static-page";

const route = staticPageRoute(MAINTENANCE_PAGES, "/maintenance", { indexable: false });

export const generateMetadata = route.englishMetadata;
export default route.EnglishPage;
