import { Route, Routes } from 'react-router';
import './texts';
import DetailPage from './detail-page';
import SearchPage from './search-page';

/** /admin/bookings/*: the search and a booking's detail with its actions. */
export default function Page() {
  return (
    <Routes>
      <Route index element={<SearchPage />} />
      <Route path=":id" element={<DetailPage />} />
    </Routes>
  );
}
