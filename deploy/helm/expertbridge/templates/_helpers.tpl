{{/* The release's base name, at most 63 characters (a DNS label). */}}
{{- define "expertbridge.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "expertbridge.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end -}}

{{/* Selector labels of one component (api, worker, migrate): never change after the first install. */}}
{{- define "expertbridge.selectorLabels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{- define "expertbridge.image" -}}
{{ printf "%s:%s" .Values.image.repository (.Values.image.tag | default .Chart.AppVersion) }}
{{- end -}}

{{- define "expertbridge.secretName" -}}
{{- .Values.secrets.existingSecret | default (printf "%s-secrets" (include "expertbridge.fullname" .)) -}}
{{- end -}}

{{/* Set by the chart for every process: production, in a container, the worker in processes of its own. */}}
{{- define "expertbridge.fixedEnv" -}}
- name: NODE_ENV
  value: production
- name: HOST
  value: 0.0.0.0
- name: PORT
  value: {{ .Values.api.port | quote }}
- name: TEMPORAL_WORKER
  value: "off"
- name: MIGRATE_ON_START
  value: "false"
- name: DATA_DIR
  value: /tmp/expertbridge
{{- end -}}

{{- define "expertbridge.envFrom" -}}
- configMapRef:
    name: {{ include "expertbridge.fullname" . }}-config
- secretRef:
    name: {{ include "expertbridge.secretName" . }}
{{- end -}}

{{/* Rolls the pods when the configuration changes. */}}
{{- define "expertbridge.checksums" -}}
checksum/config: {{ include (print $.Template.BasePath "/configmap.yaml") . | sha256sum }}
{{- if .Values.secrets.create }}
checksum/secret: {{ include (print $.Template.BasePath "/secret.yaml") . | sha256sum }}
{{- end }}
{{- end -}}

{{- define "expertbridge.metricsAnnotations" -}}
{{- if .Values.metrics.enabled }}
prometheus.io/scrape: "true"
prometheus.io/port: {{ .Values.metrics.port | quote }}
prometheus.io/path: /metrics
{{- end }}
{{- end -}}
