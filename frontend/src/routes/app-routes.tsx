import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../features/shell/components/app-layout';
import { NavigationError } from '../features/shell/components/navigation-error';
import type { Paths } from './paths';

// Every page is its own chunk: /login must not download the customer screens.
const LoginPage = lazy(() => import('../features/auth/components/login-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page'));
const SelectCustomerPage = lazy(() => import('../features/customers/components/select-customer-page'));
const HomePage = lazy(() => import('../features/home/components/home-page'));
const SitemapPage = lazy(() => import('../features/legal/components/sitemap-page'));
const PlaceholderRoute = lazy(() => import('./placeholder-route').then((m) => ({ default: m.PlaceholderRoute })));
const legal = () => import('../features/legal/components/legal-pages');
const PrivacyPage = lazy(() => legal().then((m) => ({ default: m.PrivacyPage })));
const AccessibilityPage = lazy(() => legal().then((m) => ({ default: m.AccessibilityPage })));
const DisclaimerPage = lazy(() => legal().then((m) => ({ default: m.DisclaimerPage })));
const TermsOfUsePage = lazy(() => legal().then((m) => ({ default: m.TermsOfUsePage })));

export function buildRoutes(paths: Paths): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <NavigationError />,
      children: [
        { path: paths.home, element: <HomePage /> },
        { path: paths.login, element: <LoginPage /> },
        { path: paths.resetPassword, element: <ResetPasswordPage /> },
        { path: paths.selectCustomer, element: <SelectCustomerPage /> },
        { path: paths.points, element: <PlaceholderRoute title="page.points" /> },
        { path: paths.cart, element: <PlaceholderRoute title="page.cart" /> },
        { path: paths.commands, element: <PlaceholderRoute title="page.commands" /> },
        { path: paths.oneCommands, element: <PlaceholderRoute title="page.one-commands" /> },
        { path: paths.contract, element: <PlaceholderRoute title="page.contract" /> },
        { path: paths.service, element: <PlaceholderRoute title="page.service" /> },
        { path: paths.contact, element: <PlaceholderRoute title="page.contact" /> },
        { path: paths.admin, element: <PlaceholderRoute title="page.admin" withTerms /> },
        { path: paths.kpi, element: <PlaceholderRoute title="page.kpi" /> },
        { path: paths.privacy, element: <PrivacyPage /> },
        { path: paths.accessibility, element: <AccessibilityPage /> },
        { path: paths.disclaimer, element: <DisclaimerPage /> },
        { path: paths.termsOfUse, element: <TermsOfUsePage /> },
        { path: paths.sitemap, element: <SitemapPage /> },
        { path: '*', element: <Navigate to={paths.home} replace /> },
      ],
    },
  ];
}
