import { carouselTrackingRoute } from '@/lib/server/http/carousel-tracking';

export const POST = carouselTrackingRoute('view');
