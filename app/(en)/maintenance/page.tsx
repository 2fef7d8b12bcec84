import { staticPageRoute } from "@/components/content/pages/static-page";

const route = staticPageRoute("maintenance", "/maintenance", { indexable: false });

export const generateMetadata = route.englishMetadata;
export default route.EnglishPage;
