import { Navigate, type RouteObject } from 'react-router';
import { Home } from './Home';

export const routes: RouteObject[] = [
  { path: '/', element: <Home /> },
  { path: '/home', element: <Home /> },
  { path: '/index.html', element: <Navigate to="/home" replace /> },
  { path: '*', element: <Navigate to="/home" replace /> },
];
