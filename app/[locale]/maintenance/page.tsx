import { staticPageRoute } from "@/components/content/pages/static-page";

// Prerendered for the root layout's languages.
export const dynamicParams = false;

const route = staticPageRoute("maintenance", "/maintenance", { indexable: false });

export const generateMetadata = route.metadata;
export default route.Page;
